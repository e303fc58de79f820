import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type PageMeta = Schema<'PageMeta'>

/** GET /api/meta?page=: `/` for home, otherwise the page slug. The caller logs its own [META] lines. */
export function getPageMeta(page: string, client: ApiClient = api): Promise<PageMeta> {
  return unwrap(client.GET('/api/meta', { params: { query: { page } } }))
}
