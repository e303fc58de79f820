import type { components } from '@gruzovik/openapi'
import { notFound } from '../../http/http-error.ts'
import { catalogTexts } from '../catalog/catalog.texts.ts'
import type { MetaRepository } from './meta.repository.ts'

type PageMeta = components['schemas']['PageMeta']

/** `/` stays the home page; `/o_kompanii/` and `o_kompanii` are the same page. */
export const pageKey = (page: string) => {
  const trimmed = page.trim().replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : trimmed
}

export function createMetaService(deps: { meta: MetaRepository }) {
  return {
    async forPage(page: string): Promise<PageMeta> {
      const row = await deps.meta.find(pageKey(page))
      if (!row) throw notFound(catalogTexts.pageMetaNotFound(page))
      return {
        title: row.title,
        description: row.description,
        h1: row.h1,
        meta: row.meta,
        link: row.link,
      }
    },
  }
}
