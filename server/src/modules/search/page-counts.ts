import { type SQL, sql } from 'drizzle-orm'
import {
  allOf,
  chosenConditions,
  hasKeptScope,
  keptTruck,
  type PartFilter,
  pinnedConditions,
} from '../parts/part-filter.ts'
import { fitSpanConditions } from '../parts/truck-fit.ts'
import { jsonList } from './part-json.ts'

/** Facets with many values (part names) keep only their most frequent ones. */
const facetLimit = 60

/** The facets counted over the matched set, by their column and the table of their titles. */
const facetColumns = [
  { name: 'marks', column: 'mark_id', table: 'marks' },
  { name: 'nodes', column: 'node_id', table: 'nodes' },
  { name: 'nomenclatures', column: 'nomenclature_id', table: 'nomenclatures' },
  { name: 'aggregations', column: 'aggregation_id', table: 'aggregations' },
] as const

const everyFacet = sql`group by grouping sets ((mark_id), (node_id), (nomenclature_id), (aggregation_id), (is_not_new))`

/**
 * How a page's total and facet counts are read:
 * - `matches`: every facet in one pass over the matched set `m` (the CTE `f`, one grouping set
 *   per facet; a column is null in the other sets' rows): every facet counts the same rows
 *   while the shopper has chosen nothing;
 * - `chosen`: each facet counted on its own over `m` under the shopper's other choices;
 * - `kept`: from `part_facet_counts` (kept by the database, migration 0015), for a listing
 *   with no text, no choice and no scope the counts do not hold (models, stock, arrival): a
 *   make's few hundred combinations instead of its thousands of parts; with «Только для моего
 *   грузовика» as the only scope, from `part_model_counts` (migration 0036), the truck's model
 *   and the spans of years that hold its year.
 */
export type CountsFrom = 'matches' | 'chosen' | 'kept'

export function countsFrom(filter: PartFilter, listing: boolean): CountsFrom {
  if (chosenConditions(filter).length > 0) return 'chosen'
  return listing && hasKeptScope(filter) ? 'kept' : 'matches'
}

/** The CTE the one-pass counts are read from (after `m`, when there is one). */
export function facetsCte(from: CountsFrom, filter: PartFilter): SQL {
  if (from === 'matches') {
    return sql`f as (select mark_id, node_id, nomenclature_id, aggregation_id, is_not_new,
      count(*)::int as count from m ${everyFacet})`
  }
  if (from === 'kept') {
    const truck = keptTruck(filter)
    return truck
      ? keptCounts(sql`part_model_counts`, [
          ...fitSpanConditions(truck),
          ...pinnedConditions(filter),
        ])
      : keptCounts(sql`part_facet_counts`, pinnedConditions(filter))
  }
  return sql`f as (select null where false)`
}

/** The CTE `f` of counts kept by the database (`part_facet_counts`, `part_word_counts`, and per
 * truck model `part_model_counts`, `part_word_model_counts`). */
export const keptCounts = (table: SQL, conditions: SQL[]) =>
  sql`f as (select mark_id, node_id, nomenclature_id, aggregation_id, is_not_new,
    sum(count)::int as count from ${table} where count > 0 and ${allOf(conditions)} ${everyFacet})`

/** The total and every facet's counts as the select list's JSON columns. */
export function pageCounts(from: CountsFrom, filter: PartFilter): SQL {
  const onePass = from !== 'chosen'
  const total = onePass
    ? sql`(select coalesce(sum(count), 0)::int from f where is_not_new is not null)`
    : sql`(select count(*)::int from m where ${allOf(chosenConditions(filter))})`
  const condition = onePass
    ? sql`select is_not_new as used, count from f where is_not_new is not null`
    : sql`select is_not_new as used, count(*)::int as count from m
        where ${allOf(chosenConditions(filter, 'condition'))} group by is_not_new`
  const facets = facetColumns.map((facet) => {
    const column = sql.raw(facet.column)
    const counted = onePass
      ? sql`select ${column} as key, count from f where ${column} is not null`
      : sql`select ${column} as key, count(*)::int as count from m
          where ${allOf(chosenConditions(filter, facet.name))} group by ${column}`
    const ordered = facet.name === 'aggregations' ? sql`t.sort` : sql`c.count desc, t.title`
    return sql`${jsonList(sql`select t.slug, t.title, c.count from (${counted}) c
      join ${sql.raw(facet.table)} t on t.id = c.key
      order by ${ordered} limit ${facetLimit}`)} as ${sql.raw(facet.name)}`
  })
  return sql.join(
    [sql`${total} as total`, ...facets, sql`${jsonList(condition)} as condition`],
    sql`, `,
  )
}
