import { randomUUID } from 'node:crypto'
import { type PriceFacts, payablePrice } from '@gruzovik/rules'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { marks, parts } from '../../src/db/schema/index.ts'
import { nomenclatureConditions } from '../../src/modules/parts/nomenclature-filter.ts'
import { createSearchHistoryRepository } from '../../src/modules/search/history.repository.ts'
import { createCustomer } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'
import { type PlanNode, planOf } from './query-plan.ts'

interface SearchBody {
  items: {
    uuid: string
    title: string
    article: string
    is_not_new: boolean
    total_stock: number
    price: PriceFacts
  }[]
  pagination: { page: number; per_page: number; total: number; last_page: number }
  facets: Record<
    'marks' | 'nodes' | 'nomenclatures' | 'aggregations' | 'condition',
    { slug: string; title: string; count: number }[]
  >
}

let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('GET /api/search', () => {
  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/search?${query}` })
    expect(res.statusCode).toBe(200)
    return res.json() as SearchBody
  }
  const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0)

  it('finds a MAN part by its article written with dots, with spaces or bare', async () => {
    const [man] = await ctx.db
      .select({ id: parts.id, article: parts.article })
      .from(parts)
      .innerJoin(marks, eq(marks.id, parts.markId))
      .where(eq(marks.slug, 'man'))
      .limit(1)
    if (!man) throw new Error('the seed has no MAN part')
    expect(man.article).toMatch(/^81\.\d{5}-\d{4}$/)
    const bare = man.article.replace(/\D/g, '')
    const spaced = `${bare.slice(0, 7)} ${bare.slice(7)}`
    for (const form of [man.article, spaced, bare]) {
      const body = await search(`s=${encodeURIComponent(form)}`)
      expect(body.items[0]?.uuid, form).toBe(man.id)
    }
  })

  it('finds plural part names from a singular word (Russian morphology)', async () => {
    const body = await search(`s=${encodeURIComponent('колодка')}`)
    expect(body.pagination.total).toBeGreaterThan(0)
    expect(body.items.every((item) => item.title.startsWith('Колодки тормозные'))).toBe(true)
  })

  it('counts facets that add up to the total and do not narrow themselves', async () => {
    const all = await search(`s=${encodeURIComponent('фильтр')}`)
    expect(sum(all.facets.marks)).toBe(all.pagination.total)
    expect(sum(all.facets.condition)).toBe(all.pagination.total)
    const manCount = all.facets.marks.find((m) => m.slug === 'man')?.count
    const onlyMan = await search(`s=${encodeURIComponent('фильтр')}&marks[]=man`)
    expect(onlyMan.pagination.total).toBe(manCount)
    expect(onlyMan.facets.marks.length).toBe(all.facets.marks.length)
    expect(sum(onlyMan.facets.condition)).toBe(manCount)
    expect(onlyMan.facets.condition.map((c) => c.title).sort()).toEqual(['Б/у', 'Новые'])
  })

  it('filters by condition and stock and sorts by the price a buyer pays', async () => {
    const used = await search('condition=used&in_stock=true&sort=price_asc&per_page=50')
    expect(used.items.length).toBeGreaterThan(0)
    expect(used.items.every((item) => item.is_not_new && item.total_stock > 0)).toBe(true)
    const prices = used.items.map((item) => payablePrice(item.price))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('pages within bounds and reports the last page', async () => {
    const body = await search('nodes[]=dvigatel&per_page=7&page=2')
    expect(body.items).toHaveLength(7)
    expect(body.pagination).toMatchObject({ page: 2, per_page: 7 })
    expect(body.pagination.last_page).toBe(Math.ceil(body.pagination.total / 7))
  })

  it('answers nothing found as 200 with empty lists', async () => {
    for (const s of ['щщщзззьььъ', '%%%', '___']) {
      const body = await search(`s=${encodeURIComponent(s)}`)
      expect(body.items).toEqual([])
      expect(body.pagination).toMatchObject({ total: 0, last_page: 1 })
      expect(body.facets.marks).toEqual([])
    }
  })

  it.each([
    ['a huge query', `s=${'x'.repeat(5000)}`],
    ['a negative page', 'page=-1'],
    ['a page size above the bound', 'per_page=1000'],
    ['an unknown condition', 'condition=broken'],
    ['an unknown sort', 'sort=random'],
  ])('answers %s with 422 in the error shape', async (_name, query) => {
    const res = await ctx.app.inject({ url: `/api/search?${query}` })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toHaveProperty('message')
  })
})

describe('search history and suggest', () => {
  const suggest = async (s: string | null, session?: string) => {
    const res = await ctx.app.inject({
      url: s === null ? '/api/search/suggest' : `/api/search/suggest?s=${encodeURIComponent(s)}`,
      headers: session ? { session } : {},
    })
    expect(res.statusCode).toBe(200)
    return res.json()
  }

  it('suggests parts, part names and popular queries for a word', async () => {
    const body = await suggest('колодка')
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.nomenclature_names).toContainEqual({
      title: 'Колодки тормозные',
      slug: 'kolodki-tormoznye',
      link: '/catalog/kolodki-tormoznye',
    })
    expect(body.history).toEqual([])
    // A suggested part carries the same price and warranties as its own page.
    expect(body.products.some((p: { warranties: unknown[] }) => p.warranties.length > 0)).toBe(true)
    for (const product of body.products) {
      const page = (await ctx.app.inject({ url: `/api/parts/${product.slug}` })).json()
      expect(product.warranties).toEqual(page.warranties)
      expect(product.price).toEqual(page.price)
    }
  })

  it('names the part names two typed letters begin, without making every name vector again', async () => {
    // «ко»: names holding it, and names with a word beginning with it, in title order.
    const body = await suggest('ко')
    const expected = rowsOf<{ title: string }>(
      await ctx.db.execute(sql`select title from nomenclatures
        where lower(title) like '%ко%' or to_tsvector('russian', title) @@ to_tsquery('russian', 'ко:*')
        order by title limit 8`),
    ).map((row) => row.title)
    expect(expected.length).toBeGreaterThan(0)
    expect(body.nomenclature_names.map((n: { title: string }) => n.title)).toEqual(expected)
    // Two letters make no trigram, so the substring's index would hand over every name: the
    // words are looked up through their own index, and no name is checked by its vector.
    const root = await planOf(
      ctx.db,
      sql`select id from nomenclatures where ${nomenclatureConditions({ text: 'ко' })}`,
    )
    const outerChecks = (node: PlanNode): string[] => [
      ...(node.Alias === 'nomenclatures' ? [node.Filter ?? '', node['Recheck Cond'] ?? ''] : []),
      ...(node.Plans ?? []).flatMap(outerChecks),
    ]
    expect(outerChecks(root).join(' ')).not.toContain('to_tsvector')
  })

  it('suggests the cross group of an analog article', async () => {
    const grouped = await ctx.db.query.parts.findFirst({
      where: (p, { isNotNull }) => isNotNull(p.crossGroupId),
    })
    if (!grouped) throw new Error('the seed has no cross groups')
    const body = await suggest(grouped.article)
    expect(body.cross_groups.length).toBeGreaterThan(0)
    expect(body.cross_groups[0].articles).toContain(grouped.article)
    expect(body.cross_groups[0].link).toMatch(/^\/crossgroup\//)
  })

  it('without text answers the most popular queries and no products', async () => {
    const body = await suggest(null)
    expect(body.popular[0]).toEqual({ title: 'колодки тормозные' })
    expect(body.products).toEqual([])
  })

  it('remembers searches per session and forgets a deleted one', async () => {
    const session = randomUUID()
    await ctx.app.inject({ url: '/api/search?s=Стартер', headers: { session } })
    await ctx.app.inject({ url: '/api/search?s=стартер%20', headers: { session } })
    const mine = await suggest('', session)
    expect(mine.history).toHaveLength(1)
    expect(mine.history[0].query).toBe('стартер')
    expect((await suggest('', randomUUID())).history).toEqual([])

    const uuid = mine.history[0].uuid
    const stranger = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/histories/${uuid}`,
      headers: { session: randomUUID() },
    })
    expect(stranger.statusCode).toBe(404)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/histories/${uuid}`,
      headers: { session },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect((await suggest('', session)).history).toEqual([])
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/histories/${uuid}`,
      headers: { session },
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBeTruthy()
  })

  const searchFrom = (ip: string, text: string) =>
    ctx.app.inject({ url: `/api/search?s=${encodeURIComponent(text)}`, remoteAddress: ip })

  it('counts distinct visitors into the popular queries, from three on', async () => {
    expect((await suggest('гофра')).popular).toEqual([])
    await searchFrom('198.51.100.1', 'гофра глушителя')
    await searchFrom('198.51.100.2', 'гофра глушителя')
    expect((await suggest('гофра')).popular).toEqual([])
    await searchFrom('198.51.100.3', 'гофра глушителя')
    expect((await suggest('гофра')).popular).toEqual([{ title: 'гофра глушителя' }])
  })

  it('one visitor searching 450 times puts nothing under «Часто ищут»', async () => {
    for (let i = 0; i < 450; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, () => searchFrom('203.0.113.66', 'гофра глушителя камаз')),
      )
    }
    expect((await suggest('гофра глушителя к')).popular).toEqual([])
    // 450 searches: give a loaded CI machine the time.
  }, 90_000)

  it('never shows phone numbers, links, junk or searches that found nothing', async () => {
    const texts = [
      'звоните 8 999 123-45-67',
      'zapchasti-deshevo.ru',
      '%%%%%%',
      'ыыыщщщ несуществующее',
    ]
    for (const text of texts) {
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
        await searchFrom(ip, text)
      }
    }
    const shown = (await suggest('')).popular.map((p: { title: string }) => p.title)
    for (const text of texts) expect(shown).not.toContain(text)
    for (const prefix of ['звоните', 'zapch', '%%', 'ыыы']) {
      expect((await suggest(prefix)).popular, prefix).toEqual([])
    }
  })

  it('keeps a logged-in customer’s history apart from the anonymous session', async () => {
    const history = createSearchHistoryRepository(ctx.db)
    const session = randomUUID()
    const customerId = randomUUID()
    const customer = { customerId, sessionId: session, visitor: `c:${customerId}` }
    const guest = { customerId: null, sessionId: session, visitor: 'ip:192.0.2.10' }
    await history.record(customer, 'Турбокомпрессор MAN', 1)
    await history.record(guest, 'помпа', 1)
    expect(await history.list(customer, '', 10)).toEqual([
      { uuid: expect.any(String), query: 'турбокомпрессор man' },
    ])
    expect((await history.list(guest, '', 10)).map((h) => h.query)).toEqual(['помпа'])
    expect(await history.list(customer, 'помп', 10)).toEqual([])
  })

  it('keeps a logged-in customer’s searches under the token, not the session', async () => {
    const { auth } = await createCustomer(ctx.db)
    const session = randomUUID()
    await ctx.app.inject({ url: '/api/search?s=Интеркулер', headers: { ...auth, session } })
    const withToken = await ctx.app.inject({
      url: '/api/search/suggest',
      headers: { ...auth, session: randomUUID() },
    })
    expect(withToken.json().history.map((h: { query: string }) => h.query)).toEqual(['интеркулер'])
    expect((await suggest('', session)).history).toEqual([])
  })

  it('answers a malformed history id with 422', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/search/histories/not-a-uuid' })
    expect(res.statusCode).toBe(422)
  })
})
