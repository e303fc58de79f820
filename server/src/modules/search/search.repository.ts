import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  allOf,
  chosenConditions,
  type PartFilter,
  pinnedConditions,
  scopeConditions,
} from '../parts/part-filter.ts'
import type { PartCardRow } from '../parts/present-part.ts'
import type { PartSort } from '../parts/search-params.ts'
import { countsFrom, facetsCte, pageCounts } from './page-counts.ts'
import { partsInOrder } from './part-json.ts'
import { hasText, type ParsedQuery } from './search-query.ts'
import {
  inStockThenPopular,
  matchSource,
  priceOf,
  rankColumns,
  reachCondition,
  relevanceOrder,
  type TextMatch,
  textMatch,
} from './text-match.ts'
import { keptWord, wordPageStatement } from './word-page.ts'

export interface FacetCount {
  slug: string
  title: string
  count: number
}

/** «по цене» sorts by the price a buyer pays (docs/product.md#part-prices), as `price` of the
 * matched set and of part_search holds it. */
const sortOrder: Record<PartSort, SQL> = {
  relevance: relevanceOrder,
  price_asc: sql`price, id`,
  price_desc: sql`price desc, id`,
  title: sql`title, id`,
}

/**
 * A listing's order read straight from `part_search` (no text: no article, no rank), the
 * relevance order being in stock, then what sells — the order of its make's and node's
 * indexes, so a page is their first rows.
 */
const listingOrder: Record<Exclude<PartSort, 'title'>, SQL> = {
  relevance: inStockThenPopular,
  price_asc: sql`price, id`,
  price_desc: sql`price desc, id`,
}

interface PageRow {
  rows: PartCardRow[]
  total: number
  marks: FacetCount[]
  nodes: FacetCount[]
  nomenclatures: FacetCount[]
  aggregations: FacetCount[]
  condition: { used: boolean; count: number }[]
}

const pageOf = (row: PageRow | undefined) => ({
  rows: row?.rows ?? [],
  total: row?.total ?? 0,
  facets: {
    marks: row?.marks ?? [],
    nodes: row?.nodes ?? [],
    nomenclatures: row?.nomenclatures ?? [],
    aggregations: row?.aggregations ?? [],
    condition: row?.condition ?? [],
  },
})

export function createSearchRepository(db: Database) {
  return {
    /**
     * One page of parts with its total and every facet's counts: of one word of the
     * catalogue from the words kept per part, else from one pass over the
     * matching parts (found through the search index, or the filter's indexes, in the narrow
     * `part_search`): the matched set is collected once (MATERIALIZED) and counted and ranked
     * in memory.
     */
    async findPage(
      filter: PartFilter,
      query: ParsedQuery | null,
      options: {
        sort: PartSort
        limit: number
        offset: number
        strict: boolean
        /** False: never from the kept words (the way they must agree with, in the tests). */
        keptWords?: boolean
        /**
         * False: never from any counts kept in advance, words or facets — every page counted in
         * the request (the way the kept counts must agree with, in the tests).
         */
        keptCounts?: boolean
      },
    ) {
      const { sort, limit, offset } = options
      // One word of the catalogue: its page from the words kept per part (word-page.ts).
      const keptAllowed = options.keptCounts !== false
      const word =
        options.keptWords === false || !keptAllowed ? null : keptWord(filter, query, options)
      if (word !== null) {
        const [kept] = rowsOf<PageRow & { found: boolean }>(
          await db.execute(wordPageStatement(word, filter, { limit, offset })),
        )
        if (kept?.found) return pageOf(kept)
      }
      // A query of makes alone lists their parts; one of neither words nor makes finds nothing.
      const match: TextMatch | null | 'nothing' = !query
        ? null
        : hasText(query)
          ? textMatch(query, options.strict)
          : query.marks.length > 0
            ? null
            : 'nothing'
      const text = match === 'nothing' ? null : match
      const reach = match === 'nothing' ? [sql`false`] : text ? [reachCondition(text, true)] : []
      // Pinned facets never drop out, so they narrow the matched set itself.
      const where = allOf([...reach, ...scopeConditions(filter), ...pinnedConditions(filter)])
      const listing = match === null && sort !== 'title'
      const from = countsFrom(filter, listing && keptAllowed)
      const counts = pageCounts(from, filter)
      let result: Awaited<ReturnType<Database['execute']>>
      if (from === 'kept' && sort !== 'title') {
        // A listing: its page straight from the index, its counts from the kept counts.
        result = await db.execute(sql`with ${facetsCte(from, filter)}
          select ${partsInOrder(sql`array(select id from part_search
              where ${where} order by ${listingOrder[sort]} limit ${limit} offset ${offset})`)} as rows,
            ${counts}`)
      } else {
        // Sorting by title (the narrow table has none) reads each match's title from `parts`.
        const title =
          sort === 'title'
            ? sql`(select p.title from parts p where p.id = s.id) as title`
            : sql`null::text as title`
        const all = allOf(chosenConditions(filter))
        result = await db.execute(sql`with m as materialized (
            select id, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new,
              ${priceOf(text)} as price, popularity, ${title}, ${rankColumns(text)}
            from ${matchSource(text)} where ${where}), ${facetsCte(from, filter)}
          select ${partsInOrder(sql`array(select id from m where ${all}
              order by ${sortOrder[sort]} limit ${limit} offset ${offset})`)} as rows,
            ${counts}`)
      }
      const [row] = rowsOf<PageRow>(result)
      return pageOf(row)
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
