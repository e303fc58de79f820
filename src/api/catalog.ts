import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type MainMenu = Schema<'MainMenu'>
export type Node = Schema<'Node'>
export type Nomenclature = Schema<'Nomenclature'>
export type NomenclaturePage = Schema<'NomenclaturePage'>
export type CatalogQuery = QueryOf<'getCatalog'>
export type CatalogResponse = Schema<'CatalogResponse'>

export function getMainMenu(client: ApiClient = api): Promise<MainMenu> {
  return unwrap(client.GET('/api/main-menu'))
}

/** Node call failures are only logged (docs/product.md#error-reporting). */
export function getNodes(client: ApiClient = api): Promise<Node[]> {
  return unwrap(client.GET('/api/nodes'))
}

export function getNodeNomenclatures(
  slug: string,
  query: QueryOf<'getNodeNomenclatures'> = {},
  client: ApiClient = api,
): Promise<Nomenclature[]> {
  const params = { path: { slug }, query }
  return unwrap(client.GET('/api/nodes/{slug}/nomenclatures', { params }))
}

/** Paged part names; `s` searches them (the mega menu's name search). */
export function getNomenclatures(
  query: QueryOf<'getNomenclatures'> = {},
  client: ApiClient = api,
): Promise<NomenclaturePage> {
  return unwrap(client.GET('/api/nomenclatures', { params: { query } }))
}

export function getNomenclatureList(
  query: QueryOf<'getNomenclatureList'> = {},
  client: ApiClient = api,
): Promise<Nomenclature[]> {
  return unwrap(client.GET('/api/nomenclatures/list', { params: { query } }))
}

/** A /catalog/{args_1}/{args_2}/{args_3} page: path segments in `args[]`, filters as search. */
export function getCatalog(query: CatalogQuery, client: ApiClient = api): Promise<CatalogResponse> {
  return unwrap(client.GET('/api/catalog', { params: { query } }))
}
