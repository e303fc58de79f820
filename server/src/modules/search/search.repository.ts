import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { parts } from '../../db/schema/index.ts'
import {
  allOf,
  type FacetName,
  facetConditions,
  type PartFilter,
  pinnedConditions,
  scopeConditions,
} from '../parts/part-filter.ts'
import type { PartRow } from '../parts/present-part.ts'
import type { PartSort } from '../parts/search-params.ts'
import { hasText, type ParsedQuery } from './search-query.ts'
import {
  rankColumns,
  reachCondition,
  relevanceOrder,
  type TextMatch,
  textMatch,
} from './text-match.ts'

export interface FacetCount {
  slug: string
  title: string
  count: number
}

/** Facets with many values (part names) keep only their most frequent ones. */
const facetLimit = 60

const sortOrder: Record<PartSort, SQL> = {
  relevance: relevanceOrder,
  price_asc: sql`price, id`,
  price_desc: sql`price desc, id`,
  title: sql`title, id`,
}

const jsonList = (query: SQL) => sql`coalesce((select json_agg(q) from (${query}) q), '[]'::json)`

/** Counts per value of one facet over the matched set, under every other active filter. */
function facetCounts(filter: PartFilter, name: FacetName, column: string, table: string) {
  const where = allOf(facetConditions(filter, name))
  const ordered = name === 'aggregations' ? sql`t.sort` : sql`c.count desc, t.title`
  return jsonList(sql`select t.slug, t.title, c.count
    from (select ${sql.raw(column)} as key, count(*)::int as count from m where ${where}
      group by ${sql.raw(column)}) c
    join ${sql.raw(table)} t on t.id = c.key
    order by ${ordered} limit ${facetLimit}`)
}

interface PageRow {
  ids: string[]
  total: number
  marks: FacetCount[]
  nodes: FacetCount[]
  nomenclatures: FacetCount[]
  aggregations: FacetCount[]
  condition: { used: boolean; count: number }[]
}

export function createSearchRepository(db: Database) {
  return {
    /**
     * One page of parts with its total and every facet's counts, from one pass over the
     * matching parts (found through the search index, or the filter's indexes): the matched
     * set is collected once (MATERIALIZED) and counted and ranked in memory.
     */
    async findPage(
      filter: PartFilter,
      query: ParsedQuery | null,
      options: { sort: PartSort; limit: number; offset: number; strict: boolean },
    ) {
      // A query of makes alone lists their parts; one of neither words nor makes finds nothing.
      const match: TextMatch | null | 'nothing' = !query
        ? null
        : hasText(query)
          ? textMatch(query, options.strict)
          : query.marks.length > 0
            ? null
            : 'nothing'
      const text = match === 'nothing' ? null : match
      const reach = match === 'nothing' ? [sql`false`] : text ? [reachCondition(text)] : []
      // Pinned facets never drop out, so they narrow the matched set itself.
      const where = allOf([...reach, ...scopeConditions(filter), ...pinnedConditions(filter)])
      const all = allOf(facetConditions(filter))
      const result = await db.execute(sql`with m as materialized (
          select id, mark_id, node_id, nomenclature_id, aggregation_id, is_not_new, price,
            popularity, ${options.sort === 'title' ? sql`title` : sql`null::text as title`},
            ${rankColumns(text)}
          from parts where ${where})
        select
          (select coalesce(array_agg(id), '{}') from (select id from m where ${all}
            order by ${sortOrder[options.sort]} limit ${options.limit} offset ${options.offset}) page) as ids,
          (select count(*)::int from m where ${all}) as total,
          ${facetCounts(filter, 'marks', 'mark_id', 'marks')} as marks,
          ${facetCounts(filter, 'nodes', 'node_id', 'nodes')} as nodes,
          ${facetCounts(filter, 'nomenclatures', 'nomenclature_id', 'nomenclatures')} as nomenclatures,
          ${facetCounts(filter, 'aggregations', 'aggregation_id', 'aggregations')} as aggregations,
          ${jsonList(sql`select is_not_new as used, count(*)::int as count from m
            where ${allOf(facetConditions(filter, 'condition'))} group by is_not_new`)} as condition`)
      const [row] = rowsOf<PageRow>(result)
      const ids = row?.ids ?? []
      const found =
        ids.length > 0 ? await db.select().from(parts).where(inArray(parts.id, ids)) : []
      const byId = new Map(found.map((part) => [part.id, part]))
      return {
        rows: ids.map((id) => byId.get(id)).filter((part): part is PartRow => part !== undefined),
        total: row?.total ?? 0,
        facets: {
          marks: row?.marks ?? [],
          nodes: row?.nodes ?? [],
          nomenclatures: row?.nomenclatures ?? [],
          aggregations: row?.aggregations ?? [],
          condition: row?.condition ?? [],
        },
      }
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
