import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type SearchQuery = QueryOf<'searchParts'>
export type SearchResponse = Schema<'SearchResponse'>
export type SuggestResponse = Schema<'SuggestResponse'>

/** GET /api/search with the filters of the /search page; arrays go out as `marks[]=…`. */
export function searchParts(query: SearchQuery, client: ApiClient = api): Promise<SearchResponse> {
  return unwrap(client.GET('/api/search', { params: { query } }))
}

/** Suggest failures are only logged (docs/product.md#error-reporting). Without `s` the server gives
 * history and popular. */
export function getSearchSuggest(
  s?: string,
  truck: Omit<QueryOf<'getSearchSuggest'>, 's'> = {},
  client: ApiClient = api,
): Promise<SuggestResponse> {
  const query = s === undefined ? truck : { s, ...truck }
  return unwrap(client.GET('/api/search/suggest', { params: { query } }))
}

export function deleteSearchHistory(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  const params = { path: { uuid } }
  return unwrap(client.DELETE('/api/search/histories/{uuid}', { params }))
}
