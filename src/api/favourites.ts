import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type PartPage = Schema<'PartPage'>

export function listFavourites(
  query: QueryOf<'listFavourites'> = {},
  client: ApiClient = api,
): Promise<PartPage> {
  return unwrap(client.GET('/api/account/favourites', { params: { query } }))
}

/** Adding twice changes nothing. */
export function addFavourite(
  productUuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  const body = { product_uuid: productUuid }
  return unwrap(client.POST('/api/account/favourites', { body }))
}

export function removeFavourite(
  productUuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  const params = { path: { product_uuid: productUuid } }
  return unwrap(client.DELETE('/api/account/favourites/{product_uuid}', { params }))
}
