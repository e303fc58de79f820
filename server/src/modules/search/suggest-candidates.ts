import { type SQL, sql } from 'drizzle-orm'
import { writtenIn } from '../../db/prepared.ts'
import { allOf, onSale } from '../parts/part-filter.ts'
import {
  exactFirst,
  exactOrAnalog,
  inStockThenPopular,
  lookupCondition,
  matchCondition,
  matchSource,
  type TextMatch,
  vectorOf,
} from './text-match.ts'
import { lexemeOf } from './word-page.ts'

/**
 * How many matches suggest ranks: the first in stock and most bought (docs/performance/).
 * A letter or two («ко», «ка») match tens of thousands of parts; ranking them all for five
 * suggestions was most of a keystroke's time.
 */
export const candidateCount = 100

/**
 * How far down the popularity index the walk reads before asking the search index, for a
 * catalogue of `partsOnSale`. A word on a share f of the parts takes the walk 100/f entries
 * and the search index f·N rows, each about 3.5 times an entry's cost: the walk is the
 * cheaper way for f above √(100/3.5N), so it reads up to √(350N) entries (5,900 at 100,000
 * parts, 18,700 at a million), rounded to a thousand so that the statement's text — and its
 * prepared plan — stays the same as the catalogue grows.
 */
export function walkDepthFor(partsOnSale: number): number {
  const depth = Math.round(Math.sqrt(350 * Math.max(partsOnSale, 0)) / 1000) * 1000
  return Math.min(Math.max(depth, 2000), 50_000)
}

/**
 * The CTE `candidates`: the first `candidateCount` matches in stock-then-popularity order
 * (with an exact article, it and its analogs first) among the parts `filters` keep. The
 * popular matches are found by one of two ways, both giving exactly those parts: a walk down
 * the `part_search_popular_idx` index (read from the index alone, `walkDepth` entries at
 * most), which finds them when the words are common — and a common word is what makes the
 * search index slow; when the walk finds fewer, the words are rare and the search index
 * answers them quickly. With no `walkDepth` the walk is known to find too few (walk-window.ts)
 * and the search index answers at once. An exact article's part and analogs are looked up by the article and
 * cross group indexes: a prefix such as «БУ-0» is an exact article too, and ordering its
 * thousands of matches by the exact article first read them all.
 */
export function suggestCandidates(
  match: TextMatch,
  filters: SQL[],
  walkDepth: number | null,
  keptWord: string | null = null,
): SQL {
  const limit = writtenIn(candidateCount)
  const matched = allOf([onSale, lookupCondition(match), ...filters])
  const carried = carriedColumns(match)
  // Every match through the search index, then the first ones: OFFSET 0 keeps the planner
  // from walking the popularity index instead, which a generic plan (prepared.ts), blind to
  // how rare the words are, took for a rare word at a million parts and read all of them.
  const searched = (onlyIf: SQL) => sql`select ${carried} from (select ${carried}
      from ${matchSource(match)} where ${matched} and ${onlyIf} offset 0) s
    order by ${inStockThenPopular} limit ${limit}`
  // The walk reads the strict (own) vector only, and every column it carries from the index;
  // not at all when the words are stop words («по», «то»: PostgreSQL drops them, and the
  // query matches nothing), which a one-time filter tells before the first entry is read.
  const popular =
    match.strict && walkDepth !== null
      ? sql`walked as (select ${carried} from (select ${carried}, s.mark_id from part_search s
          where ${onSale} and ${hasLexemes(match)}
          order by ${inStockThenPopular} limit ${writtenIn(walkDepth)}) s
        where ${allOf([matchCondition(match), ...filters])} limit ${limit}),
      enough as (select count(*) >= ${limit} as yes from walked),
      popular as (select * from walked where (select yes from enough)
        union all (${searched(sql`not (select yes from enough)`)}))`
      : sql`popular as (${searched(sql`true`)})`
  // Each candidate carries its rank (text-match.ts `rankColumns`): computed here for the ways
  // above, read from the kept words below, where it is the same number.
  const ranked = (from: SQL) =>
    sql`select s.*, ts_rank(${vectorOf(match)}, ${match.tsQuery}) as rank from ${from} s`
  if (keptWord !== null) {
    // One word of the catalogue: its first parts by relevance from the words kept per part
    // (word-page.ts), the ways above not taken (a one-time filter) unless it is not one.
    const kept = sql`select ${carried}, w.rank from (select part_id, rank from part_words
        where ${allOf([sql`lexeme = (select lexeme from word)`, ...filters])}
        order by in_stock desc, rank desc, popularity desc, part_id limit ${limit}) w
      join part_search s on s.id = w.part_id`
    if (walkDepth !== null) {
      return sql`${lexemeOf(keptWord)}, ${popular},
      candidates as (${kept} union all ${ranked(sql`(select * from popular where not exists (select from word))`)})`
    }
    // A word of a few lexemes («колод»: колодк, колодок) the walk would not find enough of: its
    // parts' kept entries, read from the words' index alone, in stock first and then by
    // popularity — the same first hundred as the search index's, whose thousand rows of
    // part_search are not read. Words of unknown lexemes (more than eight) go the search index.
    const spread = sql`select ${carried} from (select part_id from part_words
        where ${allOf([sql`lexeme = any((select lexemes from typed)::text[])`, sql`(select cardinality(lexemes) > 1 from typed)`, ...filters])}
        group by part_id, in_stock, popularity
        order by in_stock desc, popularity desc, part_id limit ${limit}) w
      join part_search s on s.id = w.part_id`
    const searchedOnly = sql`not exists (select from typed where lexemes is not null)`
    return sql`${lexemeOf(keptWord)}, popular as (${searched(searchedOnly)}),
      candidates as (${kept} union all ${ranked(sql`(${spread} union all select * from popular)`)})`
  }
  if (!match.exact) return sql`${popular}, candidates as (${ranked(sql`popular`)})`
  const leading = allOf([onSale, exactOrAnalog(match.exact), ...filters])
  // With the exact article among them, their rows are read once more (the article is in no
  // index the walk reads), and they carry it too. With no part of that article or its analogs
  // on sale — a prefix such as «БУ-00» or «81.5» — nothing goes first: the popular matches
  // are the candidates as they are (a one-time filter), with an article no exact one equals.
  const led = sql`(select exists (select from parts where ${leading}))`
  return sql`${popular},
    candidates as (${ranked(sql`(select ${carried}, s.article_normalized from ${matchSource(match)}
      where s.id in (select id from popular union all select id from parts where ${leading})
        and ${led}
      order by ${exactFirst(match.exact)}, ${inStockThenPopular} limit ${limit})`)}
      union all ${ranked(sql`(select *, ''::text as article_normalized from popular where not ${led})`)})`
}

/** Whether the match's tsquery kept any word (a constant: the plan's one-time filter). */
export const hasLexemes = (match: TextMatch) => sql`numnode(${match.tsQuery}) > 0`

/**
 * What the candidates carry to be ranked (with their rank, `candidates`) without reading their
 * rows again: the walk reads them from the popularity index (migration 0016 INCLUDEs the cross
 * group), the search index's path from the rows it visits anyway.
 */
const carriedColumns = (match: TextMatch) =>
  sql`s.id, s.cross_group_id, s.popularity, s.total_stock, ${vectorOf(match)}`
