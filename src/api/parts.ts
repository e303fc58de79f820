import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type Part = Schema<'Part'>
export type PartDetails = Schema<'PartDetails'>
export type CrossGroup = Schema<'CrossGroup'>
export type CrossGroupDetails = Schema<'CrossGroupDetails'>
export type Warranty = Schema<'Warranty'>

/** The /parts/{slug} page; a 404 is the page's own not-found state, so nothing is announced. */
export function getPart(
  slug: string,
  query: QueryOf<'getPart'> = {},
  client: ApiClient = api,
): Promise<PartDetails> {
  const params = { path: { slug }, query }
  return unwrap(client.GET('/api/parts/{slug}', { params }))
}

export function getCrossGroup(slug: string, client: ApiClient = api): Promise<CrossGroupDetails> {
  const params = { path: { slug } }
  return unwrap(client.GET('/api/cross-groups/{slug}', { params }))
}
