import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import { marks, parts } from '../../src/db/schema/index.ts'
import type { PartFilter } from '../../src/modules/parts/part-filter.ts'
import { createQueryContextRepository } from '../../src/modules/search/query-context.repository.ts'
import { createSearchRepository } from '../../src/modules/search/search.repository.ts'
import { parseQuery, type QueryContext } from '../../src/modules/search/search-query.ts'
import { suggestCandidates } from '../../src/modules/search/suggest-candidates.ts'
import {
  inStockThenPopular,
  reachCondition,
  textMatch,
} from '../../src/modules/search/text-match.ts'
import { wordPageStatement } from '../../src/modules/search/word-page.ts'
import { createTestApp } from '../helpers.ts'
import { keptWordsDiffer } from './kept-words.ts'
import { planOf, rowsRead } from './query-plan.ts'

// A one-word search page is read from the words kept per part (part_words, part_word_counts,
// migration 0017) instead of ranking and counting every match: it must be the very page the
// general way gives, and the kept words must follow every change of the parts.
let ctx: Awaited<ReturnType<typeof createTestApp>>
let context: QueryContext
beforeAll(async () => {
  ctx = await createTestApp()
  context = await createQueryContextRepository(ctx.db).context()
}, 180_000)
afterAll(() => ctx.close())

const relevance = { sort: 'relevance' as const, limit: 20, strict: true }

/** A text's page both ways, and whether the kept words answered it. */
async function bothWays(db: Database, text: string, offset = 0) {
  const query = parseQuery(text, context)
  const filter: PartFilter = query.marks.length ? { marks: query.marks, pinned: ['marks'] } : {}
  const pages = createSearchRepository(db)
  const kept = await pages.findPage(filter, query, { ...relevance, offset })
  const general = await pages.findPage(filter, query, { ...relevance, offset, keptWords: false })
  const word = query.words[0]?.[0] ?? ''
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(wordPageStatement(word, filter, { limit: 20, offset })),
  )
  return { kept, general, found: row?.found === true }
}

describe('a one-word search page', () => {
  it('is the page ranking and counting every match gives, for words, prefixes and a make', async () => {
    const texts = [
      ...['тормозной', 'колодка', 'колодки', 'фильтр', 'стартер', 'помпа', 'радиатор'],
      ...['диск', 'кран', 'насос', 'датчик', 'тормоз', 'колод', 'стар', 'помпа камаз'],
      ...['ман', 'т', 'ко', 'фильтра', 'насоса'],
    ]
    const found: string[] = []
    for (const text of texts) {
      const { kept, general, found: fromKept } = await bothWays(ctx.db, text)
      expect(kept, text).toEqual(general)
      if (fromKept) found.push(text)
    }
    // Most are one lexeme of the catalogue; a letter or two begin many, and are not.
    expect(found.length).toBeGreaterThanOrEqual(12)
    expect(found).not.toContain('т')
    const second = await bothWays(ctx.db, 'тормозной', 20)
    expect(second.found).toBe(true)
    expect(second.kept.rows.length).toBe(20)
    expect(second.kept).toEqual(second.general)
  })

  it('ranks a part naming the word twice first, and a sold out part after every part in stock', async () => {
    const [template] = await ctx.db
      .select()
      .from(parts)
      .where(sql`${parts.title} like 'Колодки%' and ${parts.removedAt} is null`)
      .limit(1)
    if (!template) throw new Error('no brake pad seeded')
    const { id: _id, slug, extensionNumber: _number, ...columns } = template
    const twice = {
      ...columns,
      title: 'Колодки тормозные колодка усиленная',
      popularity: 0,
      totalStock: 3,
    }
    const soldOut = { ...columns, title: 'Колодки редкие', popularity: 1_000_000, totalStock: 0 }
    const inserted = await ctx.db
      .insert(parts)
      .values([
        { ...twice, slug: `${slug}-twice`, fullTitle: twice.title },
        { ...soldOut, slug: `${slug}-sold-out`, fullTitle: soldOut.title },
      ])
      .returning({ id: parts.id })
    const [first, last] = inserted.map((row) => row.id)
    const { kept, general, found } = await bothWays(ctx.db, 'колодка')
    expect(found).toBe(true)
    expect(kept).toEqual(general)
    expect(kept.rows[0]?.id).toBe(first)
    // The most popular sold out part comes right after the last in stock.
    const [inStock] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from part_search where removed_at is null
        and total_stock > 0 and own_vector @@ to_tsquery('russian', 'колодка:*')`),
    )
    const position = inStock?.n ?? 0
    const page = await bothWays(ctx.db, 'колодка', Math.floor(position / 20) * 20)
    expect(page.kept.rows[position % 20]?.id).toBe(last)
    expect(page.kept).toEqual(page.general)
  })
})

describe('suggestions for one word', () => {
  it('are the first parts of its search page', async () => {
    const slugsOf = async (url: string, key: 'items' | 'products') => {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      return (res.json() as Record<typeof key, { slug: string }[]>)[key].map((part) => part.slug)
    }
    for (const text of ['тормозной', 'колодка', 'помпа', 'стартер', 'радиатор', 'помпа камаз']) {
      const s = encodeURIComponent(text)
      const page = await slugsOf(`/api/search?s=${s}`, 'items')
      const suggested = await slugsOf(`/api/search/suggest?s=${s}`, 'products')
      expect(suggested.length, text).toBe(Math.min(page.length, 5))
      expect(suggested.length, text).toBeGreaterThan(0)
      expect(suggested, text).toEqual(page.slice(0, 5))
    }
  })
})

describe('suggest candidates of one word', () => {
  const candidatesOf = async (text: string) => {
    const match = textMatch(parseQuery(text, context), true)
    if (!match) throw new Error(`no match for ${text}`)
    const statement = sql`with ${suggestCandidates(match, [], 5000, text)} select id from candidates`
    const ids = rowsOf<{ id: string }>(await ctx.db.execute(statement)).map((row) => row.id)
    const plan = await planOf(ctx.db, statement, true)
    // The ways to every match: the walk down the popularity index, and the search index.
    const searched = rowsRead(plan, /^part_search_(popular|own_vector)_idx$/)
    const everyMatch = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from part_search s where removed_at is null
        and ${reachCondition(match)} order by ${inStockThenPopular} limit 100`),
    )
    return { ids, searched, everyMatch: everyMatch.map((row) => row.id) }
  }

  it('are its first hundred parts by relevance, read from the kept words alone', async () => {
    const kept = await candidatesOf('тормозной')
    expect(kept.searched).toBe(0)
    const firstByRelevance = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from part_search where removed_at is null
        and own_vector @@ to_tsquery('russian', 'тормозной:*')
        order by total_stock > 0 desc, ts_rank(own_vector, to_tsquery('russian', 'тормозной:*')) desc,
          popularity desc, id limit 100`),
    ).map((row) => row.id)
    expect(firstByRelevance.length).toBe(100)
    expect(new Set(kept.ids)).toEqual(new Set(firstByRelevance))
    // «т» begins many words: the other ways answer, with every match's first hundred.
    const many = await candidatesOf('т')
    expect(many.searched).toBeGreaterThan(0)
    expect(new Set(many.ids)).toEqual(new Set(many.everyMatch))
  })
})

describe('the words kept per part', () => {
  it('follow parts as 1C renames, restocks, moves, removes, restores and deletes them', async () => {
    const some = await ctx.db.select({ id: parts.id }).from(parts).limit(6)
    const [renamed, restocked, moved, removed, deleted, popular] = some.map((row) => row.id)
    if (!popular || !renamed || !restocked || !moved || !removed || !deleted) {
      throw new Error('too few parts')
    }
    const [volvo] = await ctx.db.select({ id: marks.id }).from(marks).where(eq(marks.slug, 'volvo'))
    await ctx.db.update(parts).set({ title: 'Шкворень поворотный' }).where(eq(parts.id, renamed))
    await ctx.db.update(parts).set({ totalStock: 0 }).where(eq(parts.id, restocked))
    await ctx.db.update(parts).set({ totalStock: 5 }).where(eq(parts.id, restocked))
    await ctx.db.update(parts).set({ markId: volvo?.id }).where(eq(parts.id, moved))
    await ctx.db.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, removed))
    await ctx.db.update(parts).set({ popularity: 777 }).where(eq(parts.id, popular))
    await ctx.db.delete(parts).where(eq(parts.id, deleted))
    expect(await keptWordsDiffer(ctx.db)).toEqual({ words: 0, counts: 0 })
    await ctx.db.update(parts).set({ removedAt: null }).where(eq(parts.id, removed))
    // Every part at once, as an order of the whole stock would.
    await ctx.db.update(parts).set({ totalStock: sql`${parts.totalStock} % 3` })
    expect(await keptWordsDiffer(ctx.db)).toEqual({ words: 0, counts: 0 })
    const shkvoren = await bothWays(ctx.db, 'шкворень')
    expect(shkvoren.found).toBe(true)
    expect(shkvoren.kept.rows.map((row) => row.id)).toContain(renamed)
  })
})
