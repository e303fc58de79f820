import type { SearchQuery } from '../../api/search.ts'
import { type ChosenTruck, truckQuery } from '../../lib/chosen-truck/chosen-truck.ts'
import {
  type CatalogSearch,
  validateCatalogSearch,
  validateTextSearch,
} from '../../lib/route-search.ts'

export const searchPerPage = 24

/** `/search?s=…` with the catalogue's filters, sort and page; unknown or bad values dropped. */
export type SearchPageSearch = CatalogSearch & { s?: string }

export function validateSearchPage(raw: Record<string, unknown>): SearchPageSearch {
  const { s } = validateTextSearch(raw)
  return { s: s?.trim() || undefined, ...validateCatalogSearch(raw) }
}

/** The address as the API's query (GET /api/search with a params object). */
export function toSearchQuery(
  search: SearchPageSearch,
  truck: ChosenTruck | null = null,
): SearchQuery {
  const query: SearchQuery = { per_page: searchPerPage, ...truckQuery(truck, search.my_truck) }
  if (search.s) query.s = search.s
  if (search.marks?.length) query['marks[]'] = search.marks
  if (search.nomenclatures?.length) query['nomenclatures[]'] = search.nomenclatures
  if (search.condition) query.condition = search.condition
  if (search.in_stock) query.in_stock = true
  if (search.sort) query.sort = search.sort
  if (search.page) query.page = search.page
  return query
}
