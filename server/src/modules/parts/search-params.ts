import type { operations } from '@gruzovik/openapi'
import type { PartFilter } from './part-filter.ts'
import { truckOfQuery } from './truck-fit.ts'

export type PartSort = 'relevance' | 'price_asc' | 'price_desc' | 'title'

/** A page of parts as search and the catalogue listing ask for it. */
export interface SearchParams extends PartFilter {
  sort?: PartSort | undefined
  page?: number | undefined
  perPage?: number | undefined
}

type SearchQuery = NonNullable<operations['searchParts']['parameters']['query']>

/** The yaml's query (bracketed array names, snake_case) as the search filter. */
export function toSearchParams(query: SearchQuery): SearchParams {
  return {
    text: query.s,
    marks: query['marks[]'],
    nodes: query['nodes[]'],
    nomenclatures: query['nomenclatures[]'],
    aggregations: query['aggregations[]'],
    condition: query.condition,
    inStock: query.in_stock,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
    ...truckOfQuery(query),
  }
}
