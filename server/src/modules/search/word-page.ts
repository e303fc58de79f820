import { type SQL, sql } from 'drizzle-orm'
import {
  allOf,
  chosenConditions,
  hasKeptScope,
  keptTruck,
  type PartFilter,
  pinnedConditions,
} from '../parts/part-filter.ts'
import type { PartSort } from '../parts/search-params.ts'
import { fitSpanConditions, partFitsTruck } from '../parts/truck-fit.ts'
import { keptCounts, pageCounts } from './page-counts.ts'
import { partsInOrder } from './part-json.ts'
import type { ParsedQuery } from './search-query.ts'

/**
 * The word a query's page can be read from the words kept per part (`part_words` and
 * `part_word_counts`, migration 0017) — null when it cannot: one word with no typo
 * alternative and no article, matched on the part's own words, in the order of relevance,
 * with no choice of the shopper's and no scope but makes (the ones the query names, or the
 * make of a catalogue page) and «Только для моего грузовика» (the counts kept per truck model,
 * migration 0036). A word as common as «тормозной» matches tens of thousands of
 * parts at a million: its page then reads twenty index entries and its counts a few hundred
 * kept rows instead of ranking and counting every match.
 */
export function keptWord(
  filter: PartFilter,
  query: ParsedQuery | null,
  options: { sort: PartSort; strict: boolean },
): string | null {
  if (!query || !options.strict || options.sort !== 'relevance') return null
  if (query.articles.length > 0 || query.exact || query.words.length !== 1) return null
  const [alternatives] = query.words
  if (alternatives?.length !== 1) return null
  const scoped = !hasKeptScope(filter)
  const pinnedBeyondMakes = (filter.pinned ?? []).some((facet) => facet !== 'marks')
  if (scoped || pinnedBeyondMakes || chosenConditions(filter).length > 0) return null
  return alternatives[0] ?? null
}

/**
 * The CTEs `typed`, the lexemes of the catalogue the typed word, as a prefix (as search matches
 * it, `word:*`), begins (`typed_lexemes`, migration 0018; null when more than eight or none),
 * and `word`, the one lexeme when there is one — none when it begins two or more (a part could
 * have both, and its rank would then be another), or none at all.
 */
export const lexemeOf = (word: string) => sql`typed as materialized (
    select typed_lexemes(${word}) as lexemes),
  word as materialized (
    select lexemes[1] collate "C" as lexeme from typed where cardinality(lexemes) = 1)`

/**
 * One page of a kept word's parts with its total and every facet's counts, one statement;
 * `found` is false when the word is not one lexeme of the catalogue (then the page is not
 * read here). The order is the search page's (text-match.ts `relevanceOrder` without an
 * article): in stock, rank, popularity, id.
 */
export function wordPageStatement(
  word: string,
  filter: PartFilter,
  page: { limit: number; offset: number },
): SQL {
  const lexeme = sql`(select lexeme from word)`
  const pinned = pinnedConditions(filter)
  const truck = keptTruck(filter)
  const counts = truck
    ? keptCounts(sql`part_word_model_counts`, [
        sql`lexeme = ${lexeme}`,
        ...fitSpanConditions(truck),
        ...pinned,
      ])
    : keptCounts(sql`part_word_counts`, [sql`lexeme = ${lexeme}`, ...pinned])
  // The truck's parts among the word's, in its order: most of a model's parts fit it.
  const fits = truck ? [partFitsTruck(sql`part_words.part_id`, truck)] : []
  const ids = sql`array(select part_id from part_words where ${allOf([sql`lexeme = ${lexeme}`, ...pinned, ...fits])}
    order by in_stock desc, rank desc, popularity desc, part_id
    limit ${page.limit} offset ${page.offset})`
  return sql`with ${lexemeOf(word)}, ${counts}
    select exists (select from word) as found, ${partsInOrder(ids)} as rows,
      ${pageCounts('kept', filter)}`
}
