import { type SQL, sql } from 'drizzle-orm'
import { type ChosenTruck, fitsTruck } from './truck-fit.ts'

/** The filters search and the catalogue listing share (slugs as the yaml passes them). */
export interface PartFilter {
  text?: string | undefined
  marks?: string[] | undefined
  nodes?: string[] | undefined
  nomenclatures?: string[] | undefined
  aggregations?: string[] | undefined
  models?: string[] | undefined
  condition?: 'new' | 'used' | undefined
  inStock?: boolean | undefined
  arrivalId?: string | undefined
  /** The visitor's chosen truck: its parts are marked, and with `truckOnly` the only ones. */
  truck?: ChosenTruck | undefined
  truckOnly?: boolean | undefined
  /**
   * Facets fixed by the page itself (a catalogue path such as /catalog/man): their counts keep
   * the page's own filter instead of leaving it out as a shopper's facet choice would.
   */
  pinned?: FacetName[] | undefined
}

export type FacetName = 'marks' | 'nodes' | 'nomenclatures' | 'aggregations' | 'condition'

/**
 * One slug is compared as a value (its id found first), so the planner can walk an index in
 * the listing's order from that id; several are a set.
 */
const bySlugs = (column: string, table: string, slugs: string[]) =>
  slugs.length === 1
    ? sql.raw(`${column} = (select id from ${table} where slug = `).append(sql`${slugs[0]})`)
    : sql.raw(`${column} in (select id from ${table} where slug in `).append(sql`${slugs})`)

/**
 * Conditions on a part's own columns, unqualified, so they read the same against `parts`
 * and against a set of matched rows that carries those columns.
 */
export function facetConditions(filter: PartFilter, except?: FacetName): SQL[] {
  const pinned = filter.pinned ?? []
  return conditionsOf(filter, (name) => except !== name || pinned.includes(name))
}

/** The conditions of the facets the page fixes (they narrow the matched set itself). */
export function pinnedConditions(filter: PartFilter): SQL[] {
  const pinned = filter.pinned ?? []
  return conditionsOf(filter, (name) => pinned.includes(name))
}

/**
 * The shopper's facet choices without the page's pinned ones, for counting within a matched
 * set the pinned conditions already narrowed (repeating them only misleads the planner).
 */
export function chosenConditions(filter: PartFilter, except?: FacetName): SQL[] {
  const pinned = filter.pinned ?? []
  return conditionsOf(filter, (name) => except !== name && !pinned.includes(name))
}

function conditionsOf(filter: PartFilter, kept: (name: FacetName) => boolean): SQL[] {
  const conditions: SQL[] = []
  if (filter.marks?.length && kept('marks')) {
    conditions.push(bySlugs('mark_id', 'marks', filter.marks))
  }
  if (filter.nodes?.length && kept('nodes')) {
    conditions.push(bySlugs('node_id', 'nodes', filter.nodes))
  }
  if (filter.nomenclatures?.length && kept('nomenclatures')) {
    conditions.push(bySlugs('nomenclature_id', 'nomenclatures', filter.nomenclatures))
  }
  if (filter.aggregations?.length && kept('aggregations')) {
    conditions.push(bySlugs('aggregation_id', 'aggregations', filter.aggregations))
  }
  if (filter.condition && kept('condition')) {
    conditions.push(sql`is_not_new = ${filter.condition === 'used'}`)
  }
  return conditions
}

/** Parts 1C marked deleted (modules/exchange) are off sale; orders keep their lines. */
export const onSale = sql`removed_at is null`

/** Conditions that are no facet: they narrow every count. */
export function scopeConditions(filter: PartFilter): SQL[] {
  const conditions: SQL[] = [onSale]
  if (filter.models?.length) {
    // A model's parts: those listed under it and those that also fit it (part_fits).
    const models = sql`(select id from truck_models where slug in ${filter.models})`
    conditions.push(
      sql`(truck_model_id in ${models} or id in (select part_id from part_fits where truck_model_id in ${models}))`,
    )
  }
  if (filter.truck && filter.truckOnly) conditions.push(fitsTruck(filter.truck))
  if (filter.inStock) conditions.push(sql`total_stock > 0`)
  if (filter.arrivalId) conditions.push(sql`arrival_id = ${filter.arrivalId}`)
  return conditions
}

/** Conditions beyond the facets that the counts kept per facet or word cannot answer. */
export const isScoped = (filter: PartFilter) =>
  Boolean(
    filter.models?.length ||
      filter.inStock ||
      filter.arrivalId ||
      (filter.truck && filter.truckOnly),
  )

/**
 * The chosen truck when «Только для моего грузовика» is the filter's only scope: the counts kept
 * per truck model (migration 0036) answer it as the counts kept per facet answer no scope.
 */
export const keptTruck = (filter: PartFilter): ChosenTruck | null =>
  filter.truck && filter.truckOnly && !filter.models?.length && !filter.inStock && !filter.arrivalId
    ? filter.truck
    : null

/** Whether the scope is one kept counts answer: none, or the chosen truck alone. */
export const hasKeptScope = (filter: PartFilter) => !isScoped(filter) || keptTruck(filter) !== null

export const allOf = (conditions: SQL[]): SQL =>
  conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`
