import type { MetaPage } from '@gruzovik/openapi/meta-pages'
import { getPageMeta } from '../../api/meta.ts'
import { loadPageMeta, type PageMetaData } from './page-meta.ts'

/** A meta page's loader: its `GET /api/meta` record as route data (docs/product.md#page-meta). */
export function pageMetaLoader(page: MetaPage): Promise<PageMetaData> {
  return loadPageMeta(page, { load: getPageMeta, log: (message) => console.warn(message) })
}
