import { type SQL, sql } from 'drizzle-orm'
import { type ParsedQuery, tsQueryTexts } from './search-query.ts'

/** A parsed query as SQL: the tsquery to match and rank by, and the exact article if any. */
export interface TextMatch {
  tsQuery: SQL
  exact: string | null
}

/** `strict` matches the part's own name, article and make; otherwise node and group too. */
export function textMatch(query: ParsedQuery, strict: boolean): TextMatch | null {
  const texts = tsQueryTexts(query, strict)
  const words = texts.words ? sql`to_tsquery('russian', ${texts.words})` : null
  const articles = texts.articles ? sql`to_tsquery('simple', ${texts.articles})` : null
  const tsQuery = words && articles ? sql`(${words} && ${articles})` : (words ?? articles)
  return tsQuery ? { tsQuery, exact: query.exact } : null
}

/** The match condition on `parts` (unqualified, like the filter's conditions). */
export const matchCondition = (match: TextMatch) => sql`search_vector @@ ${match.tsQuery}`

/**
 * Parts of the cross groups holding the exact article: analogs are shown with their match.
 */
export const analogCondition = (exact: string) =>
  sql`cross_group_id = any(array(select cross_group_id from parts where article_normalized = ${exact} and cross_group_id is not null))`

/**
 * The order of relevance (docs/product.md#search): the exact article, then its analogs,
 * in stock before sold out, text rank, then what sells. Columns of the matched set.
 */
export const relevanceOrder = sql`exact desc, analog desc, in_stock desc, rank desc, popularity desc, id`

/** The ranking columns of a matched part, read from `parts`. */
export function rankColumns(match: TextMatch | null): SQL {
  const exact = match?.exact
  return sql`${exact ? sql`article_normalized = ${exact}` : sql`false`} as exact,
    ${exact ? sql`coalesce(${analogCondition(exact)}, false) and article_normalized <> ${exact}` : sql`false`} as analog,
    total_stock > 0 as in_stock,
    ${match ? sql`ts_rank(search_vector, ${match.tsQuery})` : sql`0::real`} as rank`
}

/** Which parts a text reaches: its matches, and with an exact article its analogs. */
export function reachCondition(match: TextMatch): SQL {
  const matched = matchCondition(match)
  return match.exact ? sql`(${matched} or ${analogCondition(match.exact)})` : matched
}
