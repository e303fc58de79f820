import type { CatalogQuery } from '../../api/catalog.ts'
import { type ChosenTruck, truckQuery } from '../../lib/chosen-truck/chosen-truck.ts'
import type { CatalogSearch } from '../../lib/route-search.ts'

export const catalogPerPage = 24

/** The address of a catalogue page as the API's query: path segments in `args[]`, then filters. */
export function toCatalogQuery(
  args: readonly string[],
  search: CatalogSearch,
  truck: ChosenTruck | null = null,
): CatalogQuery {
  const query: CatalogQuery = { per_page: catalogPerPage, ...truckQuery(truck, search.my_truck) }
  if (args.length) query['args[]'] = args.slice(0, 3)
  if (search.marks?.length) query['marks[]'] = search.marks
  if (search.nomenclatures?.length) query['nomenclatures[]'] = search.nomenclatures
  if (search.condition) query.condition = search.condition
  if (search.in_stock) query.in_stock = true
  if (search.sort) query.sort = search.sort
  if (search.page) query.page = search.page
  return query
}

/** Whether the visitor narrowed the listing (so an empty result can offer to reset). */
export function hasFilters(search: CatalogSearch): boolean {
  return Boolean(
    search.marks?.length ||
      search.nomenclatures?.length ||
      search.condition ||
      search.in_stock ||
      search.my_truck,
  )
}

export function clearFilters(search: CatalogSearch): CatalogSearch {
  return { sort: search.sort }
}
