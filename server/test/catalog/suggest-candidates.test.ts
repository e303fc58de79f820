import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'
import { parseQuery } from '../../src/modules/search/search-query.ts'
import { createSuggestRepository } from '../../src/modules/search/suggest.repository.ts'
import { suggestCandidates } from '../../src/modules/search/suggest-candidates.ts'
import {
  exactFirst,
  inStockThenPopular,
  reachCondition,
  textMatch,
} from '../../src/modules/search/text-match.ts'
import { createTestApp } from '../helpers.ts'
import { type PlanNode, planOf, rowsRead } from './query-plan.ts'

// What suggest ranks (suggest-candidates.ts) on the seeded catalogue, and what it reads to
// find them.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('suggest candidates', () => {
  const context = { makes: [], vocabulary: [] }
  // What suggest ranks, by definition: every part the text reaches in the suggest's order.
  // Walked first (a depth) or straight from the search index (none, words known to be rare).
  const candidatesOf = async (
    text: string,
    walkDepth: number | null = 5000,
    keptWord: string | null = null,
  ) => {
    const match = textMatch(parseQuery(text, context), true)
    if (!match) throw new Error(`no match for ${text}`)
    const order = match.exact
      ? sql`${exactFirst(match.exact)}, ${inStockThenPopular}`
      : inStockThenPopular
    const walked = rowsOf<{ id: string }>(
      await ctx.db.execute(
        sql`with ${suggestCandidates(match, [], walkDepth, keptWord)} select id from candidates`,
      ),
    )
    const everyMatch = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from part_search s
        where removed_at is null and ${reachCondition(match)} order by ${order} limit 100`),
    )
    return { walked: walked.map((r) => r.id), expected: everyMatch.map((r) => r.id) }
  }

  it('are the most popular matches in stock, for a common word and for a rare one', async () => {
    await ctx.db.update(parts).set({ totalStock: sql`(hashtext(${parts.id}::text) & 7)` })
    // «ко» has more than a hundred matches (the walk finds them), «стартер» fewer (the index);
    // «помпа к» is looked up by «помпа», «к» checked on the rows found.
    for (const [text, common] of [
      ['ко', true],
      ['стартер', false],
      ['помпа к', false],
    ] as const) {
      const { walked, expected } = await candidatesOf(text)
      expect(expected.length === 100, text).toBe(common)
      expect(walked.length, text).toBeGreaterThan(0)
      expect(new Set(walked), text).toEqual(new Set(expected))
      const searched = await candidatesOf(text, null)
      expect(new Set(searched.walked), text).toEqual(new Set(expected))
    }
  })

  it('are none, and nothing is walked, when every word is a stop word', async () => {
    // «по» (the start of «помпа») is a stop word PostgreSQL drops: the query matches nothing.
    const match = textMatch(parseQuery('по', context), true)
    if (!match) throw new Error('no match for по')
    const statement = sql`with ${suggestCandidates(match, [], 5000)} select id from candidates`
    expect(rowsOf(await ctx.db.execute(statement))).toEqual([])
    // No part is read: not by the walk, not by the search index.
    expect(rowsRead(await planOf(ctx.db, statement, true), /^part_search/)).toBe(0)
    // With a word that is not one, the rest of the query stands: «фильтр по» is «фильтр».
    const { walked, expected } = await candidatesOf('фильтр по')
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(walked)).toEqual(new Set(expected))
  })

  it('tell a text of stop words only («по») from one that found nothing', async () => {
    const suggest = createSuggestRepository(ctx.db)
    const options = { products: 5, crossGroups: 3, strict: true }
    const stopWords = await suggest.matches(parseQuery('по', context), options)
    expect(stopWords.parts).toEqual([])
    expect(stopWords.unmatchable).toBe(true)
    const rare = await suggest.matches(parseQuery('помпа щщщщщ', context), options)
    expect(rare.parts).toEqual([])
    expect(rare.unmatchable).toBeUndefined()
  })

  it('of a word of a few lexemes come from the kept words, not from part_search', async () => {
    await ctx.db.update(parts).set({ totalStock: sql`(hashtext(${parts.id}::text) & 7)` })
    // «колод» begins колодк and колодок: when the walk would not find its hundred, the kept
    // entries of both give them in stock-then-popularity order, as the search index would.
    const [lexemes] = rowsOf<{ lexemes: string[] | null }>(
      await ctx.db.execute(sql`select typed_lexemes('колод') as lexemes`),
    )
    expect(lexemes?.lexemes?.length).toBeGreaterThan(1)
    const { walked, expected } = await candidatesOf('колод', null, 'колод')
    expect(expected.length).toBeGreaterThan(0)
    expect(walked).toHaveLength(expected.length)
    expect(new Set(walked)).toEqual(new Set(expected))
    const match = textMatch(parseQuery('колод', context), true)
    if (!match) throw new Error('no match for колод')
    const plan = await planOf(
      ctx.db,
      sql`with ${suggestCandidates(match, [], null, 'колод')} select id from candidates`,
      true,
    )
    // part_search is read by its key for the candidates only, never through the search index.
    expect(rowsRead(plan, /^part_search_own_vector_idx$/)).toBe(0)
    expect(rowsRead(plan, /^part_words/)).toBeGreaterThan(0)
    // One lexeme («колодк») is the kept word's own page; more than eight («к») the search index.
    for (const [text, depth] of [
      ['колодк', null],
      ['колод', 5000],
      ['кол', null],
    ] as const) {
      const other = await candidatesOf(text, depth, text)
      expect(other.walked.length, text).toBeGreaterThan(0)
      if (text !== 'колодк') expect(new Set(other.walked), text).toEqual(new Set(other.expected))
    }
  })

  it('look up a short prefix among longer words by its lexemes when the catalogue knows them', async () => {
    // «фильтр ма»: «ма» begins a few lexemes (масл, ман, …), so the search index reads the parts
    // with «фильтр» and one of them, not every part with «фильтр» to check «ма» on each row.
    const match = textMatch(parseQuery('фильтр ма', context), true)
    if (!match) throw new Error('no match for фильтр ма')
    const statement = sql`with ${suggestCandidates(match, [], null)} select id from candidates`
    const heapScans: PlanNode[] = []
    const collect = (node: PlanNode) => {
      if (node['Node Type'] === 'Bitmap Heap Scan') heapScans.push(node)
      for (const child of node.Plans ?? []) collect(child)
    }
    collect(await planOf(ctx.db, statement, true))
    expect(heapScans.length).toBeGreaterThan(0)
    for (const scan of heapScans) {
      expect(scan['Actual Rows'], 'rows matched').toBeGreaterThan(0)
      expect(scan['Rows Removed by Filter'] ?? 0, 'rows read and dropped').toBe(0)
    }
    const { walked, expected } = await candidatesOf('фильтр ма', null)
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(walked)).toEqual(new Set(expected))
    // «фильтр м»: «м» begins too many lexemes; «фильтр» is looked up, «м» checked on the rows.
    const short = await candidatesOf('фильтр м', null)
    expect(new Set(short.walked)).toEqual(new Set(short.expected))
  })

  it('lead with an exact article and its analogs, then the most popular matches', async () => {
    const [member] = rowsOf<{ article: string; analogs: number }>(
      await ctx.db.execute(sql`select p.article, (select count(*) from parts a
          where a.cross_group_id = p.cross_group_id and a.removed_at is null)::int as analogs
        from parts p where p.cross_group_id is not null and p.removed_at is null
        order by p.id limit 1`),
    )
    if (!member) throw new Error('the seed has no cross groups')
    // An article with its cross group, and the б/у prefix every used part matches.
    for (const text of [member.article, 'БУ-0']) {
      const { walked, expected } = await candidatesOf(text)
      expect(walked.length, text).toBeGreaterThan(0)
      expect(new Set(walked), text).toEqual(new Set(expected))
      const searched = await candidatesOf(text, null)
      expect(new Set(searched.walked), text).toEqual(new Set(expected))
    }
    const { walked } = await candidatesOf(member.article)
    expect(walked.length).toBeGreaterThanOrEqual(member.analogs)
    // «БУ-0» is no part's article: the popular matches are taken as found, not read again by
    // their key to put an exact one first; an article of a part is.
    const keyReads = async (text: string) => {
      const match = textMatch(parseQuery(text, context), true)
      if (!match) throw new Error(`no match for ${text}`)
      const statement = sql`with ${suggestCandidates(match, [], 5000)} select id from candidates`
      return rowsRead(await planOf(ctx.db, statement, true), /^part_search_pkey$/)
    }
    expect(await keyReads('БУ-0')).toBe(0)
    expect(await keyReads(member.article)).toBeGreaterThan(0)
  })
})
