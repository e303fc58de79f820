import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'
import { createQueryContextRepository } from '../../src/modules/search/query-context.repository.ts'
import { parseQuery } from '../../src/modules/search/search-query.ts'
import { walkDepthFor } from '../../src/modules/search/suggest-candidates.ts'
import {
  inStockThenPopular,
  matchCondition,
  textMatch,
} from '../../src/modules/search/text-match.ts'
import { createWalkWindow, matchesWithin, walkFinds } from '../../src/modules/search/walk-window.ts'
import { createTestApp } from '../helpers.ts'

// The walk's window (walk-window.ts) against the walk itself, on the seeded catalogue.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('the walk window suggest chooses its way by', () => {
  const partsOnSale = async () => {
    const [row] = rowsOf<{ count: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as count from part_search where removed_at is null`,
      ),
    )
    return row?.count ?? 0
  }

  it('counts the matches the walk reads, as the database counts them', async () => {
    await ctx.db.update(parts).set({ totalStock: sql`(hashtext(${parts.id}::text) & 3)` })
    const depth = walkDepthFor(await partsOnSale())
    const window = await createWalkWindow(ctx.db, partsOnSale).window()
    expect(window.depth).toBe(depth)
    const context = await createQueryContextRepository(ctx.db).context()
    // The walk's entries matched by the database: the first `depth` parts on sale, in order.
    const walked = async (text: string) => {
      const query = parseQuery(text, context)
      const match = textMatch(query, true)
      if (!match) throw new Error(`no match for ${text}`)
      const makes = query.marks.length
        ? sql`and mark_id in (select id from marks where slug in (${sql.join(
            query.marks.map((slug) => sql`${slug}`),
            sql`, `,
          )}))`
        : sql``
      const [row] = rowsOf<{ count: number }>(
        await ctx.db.execute(sql`select count(*)::int as count from (select * from part_search s
            where removed_at is null order by ${inStockThenPopular} limit ${depth}) s
          where ${matchCondition(match)} ${makes}`),
      )
      return { query, count: row?.count ?? 0 }
    }
    // Words in their forms, a typo, a make, articles and б/у numbers by prefix.
    for (const text of [
      'кол',
      'колодка',
      'тормозной',
      'фильтр масл',
      'кол камаз',
      'тормозной ман',
      'тормозгой',
      '81.5',
      'БУ-00',
      '20',
      // Two letters, and stop words the database drops: «к», «по», «для».
      'ко',
      'фильтр ма',
      'помпа к',
      'фильтр по',
      'фильтр для',
    ]) {
      const { query, count } = await walked(text)
      expect(matchesWithin(window, query, Number.POSITIVE_INFINITY), text).toBe(count)
    }
    expect([...window.stopWords]).toEqual(expect.arrayContaining(['к', 'по', 'для']))
    // A Latin word (the English stemmer) is left out: never fewer than there are.
    const { query, count } = await walked('фильтр filters')
    expect(matchesWithin(window, query, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(count)
    // A common word is walked; a rare one goes to the search index at once.
    expect(walkFinds(window, parseQuery('ко', context), depth)).toBe(true)
    expect(walkFinds(window, parseQuery('81.50601', context), depth)).toBe(false)
    // A window read for another depth (the catalogue grew) tells nothing.
    expect(walkFinds(window, parseQuery('ко', context), depth + 1000)).toBeNull()
  })
})
