import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import {
  basic,
  createExchangeApp,
  type ExchangeApp,
  exchangePair,
  fixture,
  importUntilDone,
  startSession,
  upload,
} from './exchange-app.ts'

type PartRow = {
  external_id: string
  title: string
  article_normalized: string
  price: number
  base_price: number
  discount: boolean
  total_stock: number
  is_not_new: boolean
  extension_number: string | null
  brand: string | null
  removed_at: string | null
  mark: string
  node: string
  nomenclature: string
  images: string[]
  search_text: string
  search_context: string
}

async function part(ctx: ExchangeApp, externalId: string): Promise<PartRow | undefined> {
  const rows = rowsOf<PartRow>(
    await ctx.db.execute(sql`
      select p.external_id, p.title, p.article_normalized, p.price, p.base_price, p.discount,
        p.total_stock, p.is_not_new, p.extension_number, p.brand, p.removed_at, p.images,
        p.search_text, p.search_context, m.title as mark, d.title as node, n.title as nomenclature
      from parts p join marks m on m.id = p.mark_id join nodes d on d.id = p.node_id
        join nomenclatures n on n.id = p.nomenclature_id
      where p.external_id = ${externalId}`),
  )
  return rows[0]
}

const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title)

const stocks = async (ctx: ExchangeApp, externalId: string) =>
  rowsOf<{ branch: string; quantity: number }>(
    await ctx.db.execute(sql`
      select s.branch, s.quantity from part_stocks s join parts p on p.id = s.part_id
      where p.external_id = ${externalId} order by s.branch`),
  )

describe('1C catalogue exchange (type=catalog)', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    // Search answers kept as in a running shop: an import must make them forgotten.
    ctx = await createExchangeApp({}, { config: { searchCacheSeconds: 600 } })
  })
  afterAll(() => ctx.close())

  it('checkauth needs the exchange login and answers success, the cookie name and value', async () => {
    const refused = await ctx.app.inject({ url: '/1c_exchange?type=catalog&mode=checkauth' })
    expect(refused.statusCode).toBe(401)
    expect(refused.body).toBe('failure\nНеверный логин или пароль обмена')
    const wrong = await ctx.app.inject({
      url: '/1c_exchange?type=catalog&mode=checkauth',
      headers: { authorization: `Basic ${Buffer.from('onec:nope').toString('base64')}` },
    })
    expect(wrong.statusCode).toBe(401)
    const ok = await ctx.app.inject({
      url: '/1c_exchange?type=catalog&mode=checkauth',
      headers: { authorization: basic },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/^text\/plain/)
    expect(ok.body).toMatch(/^success\nexchange_session\n[0-9a-f]{32}$/)
  })

  it('a call without the checkauth cookie is refused', async () => {
    const res = await ctx.app.inject({ url: '/1c_exchange?type=catalog&mode=init' })
    expect(res.body).toBe('failure\nСеанс обмена не начат: сначала checkauth')
  })

  it('init tells 1C zip is welcome and the file limit', async () => {
    const session = await startSession(ctx)
    const res = await session.call('init')
    expect(res.body).toBe(`zip=yes\nfile_limit=${ctx.settings.fileLimit}`)
  })

  it('walks checkauth → init → file in chunks → import with progress → success and fills the shop', async () => {
    const session = await startSession(ctx)
    expect((await session.call('init')).statusCode).toBe(200)
    await upload(session, 'import.xml', fixture('full/import.xml'), 700)
    await upload(
      session,
      'import_files/b7/b7f0d2a4-0001.png',
      fixture('full/import_files/b7/b7f0d2a4-0001.png'),
    )
    await upload(session, 'offers.xml', fixture('full/offers.xml'), 1000)
    const catalog = await importUntilDone(session, 'import.xml')
    expect(catalog.answers[0]).toBe('progress')
    expect(catalog.last).toBe('success')
    const offers = await importUntilDone(session, 'offers.xml')
    expect(offers.last).toBe('success')
    expect((await session.call('success')).body).toBe('success')

    const piston = await part(ctx, 'b7f0d2a4-0001')
    expect(piston).toMatchObject({
      title: 'Поршень двигателя D2066 в сборе',
      article_normalized: '51025117115',
      mark: 'MAN',
      node: 'Двигатель',
      nomenclature: 'Поршни и гильзы',
      brand: 'Mahle',
      is_not_new: false,
      price: 1_245_000,
      base_price: 1_399_000,
      discount: true,
      total_stock: 7,
      removed_at: null,
    })
    expect(piston?.images).toEqual(['/1c_images/import_files/b7/b7f0d2a4-0001.png'])
    // Weighted as the seed's parts: make names (with their Russian spelling) and brand, then
    // the node and part name as context.
    expect(piston?.search_text).toContain('МАН')
    expect(piston?.search_text).toContain('Mahle')
    expect(piston?.search_context).toContain('Поршни и гильзы')
    expect(await stocks(ctx, 'b7f0d2a4-0001')).toEqual([
      { branch: 'msk', quantity: 2 },
      { branch: 'spb', quantity: 5 },
    ])
    const picture = await ctx.app.inject({ url: '/1c_images/import_files/b7/b7f0d2a4-0001.png' })
    expect(picture.statusCode).toBe(200)
    expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({
      price: 189_050,
      base_price: 189_050,
      discount: false,
      total_stock: 24,
      brand: 'MANN-FILTER',
      mark: 'Scania',
    })
    expect(await part(ctx, 'b7f0d2a4-0003')).toMatchObject({
      is_not_new: true,
      extension_number: 'БУ-00417',
      mark: 'КАМАЗ',
      price: 210_000,
    })
    // The offer of a characteristic (Ид#характеристика) is a part of its own.
    expect(await part(ctx, 'b7f0d2a4-0004#чёрная')).toMatchObject({
      price: 430_000,
      total_stock: 3,
    })
  })

  it('search and the catalogue listing show the imported parts at once', async () => {
    const found = await ctx.app.inject({
      url: `/api/search?s=${encodeURIComponent('51.02511-7115')}`,
    })
    expect(found.statusCode).toBe(200)
    expect(titles(found.json())).toContain('Поршень двигателя D2066 в сборе')
    const byWords = await ctx.app.inject({
      url: `/api/search?s=${encodeURIComponent('поршень D2066')}`,
    })
    expect(titles(byWords.json())).toContain('Поршень двигателя D2066 в сборе')
  })

  it('leaves the planner statistics describing the imported catalogue', async () => {
    // The seeded parts have no 1C id; after the import some have. Without an ANALYZE the
    // statistics (what search plans and suggest's estimates read) still say none has.
    const [stats] = rowsOf<{ null_frac: number }>(
      await ctx.db.execute(sql`select null_frac from pg_stats
        where schemaname = current_schema() and tablename = 'parts' and attname = 'external_id'`),
    )
    expect(stats?.null_frac).toBeLessThan(1)
  })

  it('the same files imported again change nothing', async () => {
    const before = await part(ctx, 'b7f0d2a4-0001')
    expect(await exchangePair(ctx, 'full')).toEqual(['success', 'success'])
    expect(await part(ctx, 'b7f0d2a4-0001')).toEqual(before)
    const log = rowsOf<{ counts: Record<string, number> }>(
      await ctx.db.execute(
        sql`select counts from exchange_log where mode = 'import' and outcome = 'success' order by id desc limit 2`,
      ),
    )
    expect(log.map((l) => l.counts)).toEqual([
      expect.objectContaining({ offers: 4, pricesChanged: 0 }),
      expect.objectContaining({ products: 4, inserted: 0, updated: 0, removed: 0 }),
    ])
  })

  it('a changes-only pair updates what it lists; a product 1C deleted leaves the shop', async () => {
    const searchDeleted = async () =>
      titles(
        (
          await ctx.app.inject({ url: `/api/search?s=${encodeURIComponent('5320-3501090')}` })
        ).json(),
      )
    // Asked before the import: the answer is kept, and the import has to make it forgotten.
    expect(await searchDeleted()).toContain('Колодка тормозная задняя КАМАЗ')
    expect(await exchangePair(ctx, 'changes')).toEqual(['success', 'success'])
    expect((await part(ctx, 'b7f0d2a4-0004'))?.title).toBe(
      'Колодка тормозная MAN TGX/TGS с накладками',
    )
    expect((await part(ctx, 'b7f0d2a4-0003'))?.removed_at).not.toBeNull()
    // Not listed: untouched.
    expect(await part(ctx, 'b7f0d2a4-0001')).toMatchObject({ price: 1_245_000, removed_at: null })
    expect(await part(ctx, 'b7f0d2a4-0002')).toMatchObject({ price: 175_000, total_stock: 24 })
    expect(await searchDeleted()).not.toContain('Колодка тормозная задняя КАМАЗ')
  })

  it('a windows-1251 pair reads right', async () => {
    expect(await exchangePair(ctx, 'cp1251')).toEqual(['success', 'success'])
    expect(await part(ctx, 'r-0001')).toMatchObject({
      title: 'Рессора передняя КАМАЗ 5511 (11 листов)',
      // 1C writes «КАМАЗ», the shop's own name for the make (KAMAZ is an alias).
      node: 'Подвеска',
      nomenclature: 'Рессоры',
      mark: 'КАМАЗ',
      brand: 'Чусовая',
      price: 1_875_000,
      total_stock: 4,
    })
    expect(await stocks(ctx, 'r-0001')).toEqual([{ branch: 'w-krsk', quantity: 4 }])
  })

  it('a zip is unpacked on import, pictures and all', async () => {
    const other = await createExchangeApp({}, { seed: false })
    try {
      const session = await startSession(other)
      await session.call('init')
      await upload(session, 'exchange.zip', fixture('exchange.zip'), 1000)
      expect((await importUntilDone(session, 'import.xml')).last).toBe('success')
      expect((await importUntilDone(session, 'offers.xml')).last).toBe('success')
      expect(await part(other, 'b7f0d2a4-0001')).toMatchObject({ price: 1_245_000 })
      const picture = await other.app.inject({
        url: '/1c_images/import_files/b7/b7f0d2a4-0001.png',
      })
      expect(picture.statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('takes a file over a real socket (not only through inject)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const auth = await fetch(`${address}/1c_exchange?type=catalog&mode=checkauth`, {
      headers: { authorization: basic },
    })
    const [, name, value] = (await auth.text()).split('\n')
    const headers = { cookie: `${name}=${value}`, 'content-type': 'application/octet-stream' }
    expect(
      await (await fetch(`${address}/1c_exchange?type=catalog&mode=init`, { headers })).text(),
    ).toMatch(/^zip=yes/)
    const bytes = fixture('full/import.xml')
    for (const part of [bytes.subarray(0, 3000), bytes.subarray(3000)]) {
      const res = await fetch(`${address}/1c_exchange?type=catalog&mode=file&filename=import.xml`, {
        method: 'POST',
        headers,
        body: new Uint8Array(part),
        signal: AbortSignal.timeout(10_000),
      })
      expect(await res.text()).toBe('success')
    }
    const imported = await fetch(
      `${address}/1c_exchange?type=catalog&mode=import&filename=import.xml`,
      { headers },
    )
    expect(['success', 'progress']).toContain(await imported.text())
  })
})
