import { type SQL, sql } from 'drizzle-orm'
import { payablePriceSql, priceColumnsOf } from '../../db/payable-price-sql.ts'
import { type ParsedQuery, selectiveTerm, shortPrefix, tsQueryTexts } from './search-query.ts'

/**
 * A parsed query as SQL: the tsquery to match and rank by, the exact article if any, and
 * whether it matches the part's own words only (`strict`) or its node and group too.
 */
export interface TextMatch {
  tsQuery: SQL
  /**
   * What the search index looks up when it is not the whole tsquery: of a query with a one- or
   * two-letter prefix among longer words, its most selective term (`selectiveTerm`), the rest
   * checked on the rows found (`lookupCondition`). Null: the tsquery itself.
   */
  lookup: SQL | null
  exact: string | null
  strict: boolean
}

/**
 * The table a match reads, aliased `s`: the narrow `part_search` (its own vector) for the
 * strict match and for filters alone; `parts` and its full vector for the broad match, which
 * runs only when nothing matched strictly. Both carry the columns the filters name.
 */
export const matchSource = (match: TextMatch | null): SQL =>
  match && !match.strict ? sql`parts s` : sql`part_search s`

/**
 * The price a match sorts by (docs/product.md#part-prices), qualified by the source's alias:
 * part_search holds the price a buyer pays; `parts` holds the price and the base price, so the
 * rule computes it there.
 */
export const priceOf = (match: TextMatch | null): SQL =>
  match && !match.strict ? payablePriceSql(priceColumnsOf('s')) : sql.raw('s.price')

/** The vector a match reads, qualified by the source's alias. */
export const vectorOf = (match: TextMatch) =>
  sql.raw(match.strict ? 's.own_vector' : 's.search_vector')

/** The articles typed, as the `simple` tsquery both the match and the lookup take. */
const articlesQuery = (articles: string) => sql`to_tsquery('simple', ${articles})`

function tsQueryOf(query: ParsedQuery): SQL | null {
  const texts = tsQueryTexts(query)
  const words = texts.words ? sql`to_tsquery('russian', ${texts.words})` : null
  const articles = texts.articles ? articlesQuery(texts.articles) : null
  return words && articles ? sql`(${words} && ${articles})` : (words ?? articles)
}

/**
 * The lexemes `l` of a typed word (`typed_lexemes`) as a tsquery ('ман' | 'масл' | …), null
 * when it has none: `typed_word` (migration 0018) written out, so that each word's lexemes are
 * read once and no SQL function runs (typed_word read them again: «ма» took 0.38 ms of
 * PostgreSQL's CPU for its lookup, now 0.13).
 */
const lexemesQuery = sql.raw(
  String.raw`case when l is not null then array_to_string(array(select '''' || replace(replace(x, '\', '\\'), '''', '''''') || '''' from unnest(l) x), ' | ')::tsquery end`,
)

/**
 * A typed word as the few lexemes of the catalogue it begins instead of a prefix, which the
 * index reads posting by posting into a bitmap; the same parts. When the catalogue knows none
 * (or more than eight), the word as a prefix, or null when `orPrefix` is false.
 */
export const typedWordQuery = (word: string, orPrefix = true): SQL =>
  orPrefix
    ? sql`(select coalesce(${lexemesQuery}, to_tsquery('russian', ${word} || ':*')) from typed_lexemes(${word}) l)`
    : sql`(select ${lexemesQuery} from typed_lexemes(${word}) l)`

/**
 * The tsquery the search index looks up for a strict match: each typed word's lexemes
 * (`typedWordQuery`). Words not `known` only when the catalogue knows their lexemes (else the
 * whole lookup is null): a short prefix it does not («м», «к») would be read as a prefix,
 * every word it begins.
 */
function typedTermsOf(query: ParsedQuery, known: (word: string) => boolean): SQL | null {
  const words = query.words.map((alternatives) =>
    sql.join(
      alternatives.map((word) => typedWordQuery(word, known(word))),
      sql` || `,
    ),
  )
  const articles = tsQueryTexts({ ...query, words: [] }).articles
  const terms = [
    ...words.map((word) => sql`(${word})`),
    ...(articles ? [articlesQuery(articles)] : []),
  ]
  return terms.length > 0 ? sql.join(terms, sql` && `) : null
}

/**
 * The strict match's lookup, a sub-select made once a statement (an InitPlan), not again on
 * each row rechecked. With a short prefix among longer words («фильтр ма») the index looks up
 * every term when the catalogue knows the prefix's few lexemes (ман, масл, …: 967 rows read
 * at 100k parts instead of фильтр's 4,396), else the selective term alone, the rest checked
 * on the rows (`selectiveTerm`). A short article has no such lexemes: the selective term.
 */
function typedLookupOf(query: ParsedQuery, narrow: ParsedQuery | null): SQL | null {
  if (!narrow) {
    const all = typedTermsOf(query, () => true)
    return all && sql`(select ${all})`
  }
  const selective = typedTermsOf(narrow, () => true)
  const shortArticle = query.articles.some((article) => article.length < shortPrefix)
  const every = shortArticle ? null : typedTermsOf(query, (word) => word.length >= shortPrefix)
  return every ? sql`(select coalesce(${every}, ${selective}))` : sql`(select ${selective})`
}

/** `strict` matches the part's own name, article and make; otherwise node and group too. */
export function textMatch(query: ParsedQuery, strict: boolean): TextMatch | null {
  const tsQuery = tsQueryOf(query)
  if (!tsQuery) return null
  const narrow = selectiveTerm(query)
  const lookup = strict ? typedLookupOf(query, narrow) : narrow && tsQueryOf(narrow)
  return { tsQuery, lookup, exact: query.exact, strict }
}

/** The match condition on the source (unqualified, like the filter's conditions). */
export const matchCondition = (match: TextMatch) => sql`${vectorOf(match)} @@ ${match.tsQuery}`

/**
 * The match condition for a search index lookup: the lookup term through the index, the
 * whole query checked on the rows it gives (as a function call, which the index cannot take).
 */
export const lookupCondition = (match: TextMatch) =>
  match.lookup
    ? sql`${vectorOf(match)} @@ ${match.lookup} and ts_match_vq(${vectorOf(match)}, ${match.tsQuery})`
    : matchCondition(match)

/**
 * Parts of the cross groups holding the exact article: analogs are shown with their match.
 */
const analogCondition = (exact: string) =>
  sql`cross_group_id = any(array(select cross_group_id from parts where article_normalized = ${exact} and cross_group_id is not null))`

/**
 * The order of relevance (docs/product.md#search): the exact article, then its analogs,
 * in stock before sold out, text rank, then what sells. Columns of the matched set.
 */
export const relevanceOrder = sql`exact desc, analog desc, in_stock desc, rank desc, popularity desc, id`

/** The exact article's part, then its analogs, first (an order's leading keys). */
export const exactFirst = (exact: string) =>
  sql`article_normalized = ${exact} desc, coalesce(${analogCondition(exact)}, false) desc`

/**
 * In stock first, then what sells: the relevance order of parts no text ranks (a listing),
 * the order of the make, node and popular indexes of part_search (migration 0015).
 */
export const inStockThenPopular = sql`total_stock > 0 desc, popularity desc, id`

/**
 * The ranking columns of a matched part, read from the source; its text rank computed, or
 * `rank` when the source carries it (suggest's candidates).
 */
export function rankColumns(match: TextMatch | null, rank?: SQL): SQL {
  const exact = match?.exact
  return sql`${exact ? sql`article_normalized = ${exact}` : sql`false`} as exact,
    ${exact ? sql`coalesce(${analogCondition(exact)}, false) and article_normalized <> ${exact}` : sql`false`} as analog,
    total_stock > 0 as in_stock,
    ${rank ?? (match ? sql`ts_rank(${vectorOf(match)}, ${match.tsQuery})` : sql`0::real`)} as rank`
}

/** The exact article's part or one of its analogs (columns of `parts` and `part_search`). */
export const exactOrAnalog = (exact: string) =>
  sql`(article_normalized = ${exact} or ${analogCondition(exact)})`

/**
 * Which parts a text reaches: its matches, and with an exact article its analogs; `lookup`
 * finds the matches through the match's lookup (`lookupCondition`), the same parts.
 */
export function reachCondition(match: TextMatch, lookup = false): SQL {
  const matched = lookup ? lookupCondition(match) : matchCondition(match)
  return match.exact ? sql`(${matched} or ${analogCondition(match.exact)})` : matched
}
