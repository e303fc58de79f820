import { type SQL, sql } from 'drizzle-orm'
import {
  exactFirst,
  inStockThenPopular,
  matchCondition,
  matchSource,
  type TextMatch,
} from './text-match.ts'

/**
 * How many matches suggest ranks: the first in stock and most bought (README, «Search»).
 * A letter or two («ко», «ка») match tens of thousands of parts; ranking them all for five
 * suggestions was most of a keystroke's time.
 */
const candidateCount = 100

/** How far down the popularity index the walk reads before asking the search index. */
const walkDepth = 5000

/**
 * The CTE `candidates`: the first `candidateCount` matches in stock-then-popularity order
 * (with an exact article, it and its analogs first). Found by one of two ways, both giving
 * exactly those parts: a walk down the `part_search_popular_idx` index (read from the index
 * alone, `walkDepth` entries at most), which finds them when the words are common — and a
 * common word is what makes the search index slow; when the walk finds fewer, the words are
 * rare and the search index answers them quickly.
 */
export function suggestCandidates(match: TextMatch, where: SQL, extra: SQL[]): SQL {
  const order = match.exact
    ? sql`${exactFirst(match.exact)}, ${inStockThenPopular}`
    : inStockThenPopular
  const searched = (onlyIf: SQL) => sql`select s.id from ${matchSource(match)}
    where ${where} and ${onlyIf} order by ${order} limit ${sql.raw(String(candidateCount))}`
  // The walk reads the strict (own) vector only, and an exact article asks for its analogs.
  if (!match.strict || match.exact) return sql`candidates as (${searched(sql`true`)})`
  const walkWhere = sql.join([matchCondition(match), ...extra], sql` and `)
  return sql`walked as (select s.id from (select id, mark_id, own_vector from part_search
        where removed_at is null order by ${inStockThenPopular} limit ${sql.raw(String(walkDepth))}) s
      where ${walkWhere} limit ${sql.raw(String(candidateCount))}),
    enough as (select count(*) >= ${sql.raw(String(candidateCount))} as yes from walked),
    candidates as (select id from walked where (select yes from enough)
      union all (${searched(sql`not (select yes from enough)`)}))`
}
