import type { components } from '@gruzovik/openapi'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { pageMeta } from '../../db/schema/index.ts'
import { catalogTexts } from '../parts/catalog-texts.ts'
import { notFound } from '../shared/domain-errors.ts'

type PageMeta = components['schemas']['PageMeta']

/** `/` stays the home page; `/o_kompanii/` and `o_kompanii` are the same page. */
export const pageKey = (page: string) => {
  const trimmed = page.trim().replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : trimmed
}

/** Title, description and h1 of a page; one query, so no repository of its own. */
export function createMetaService(db: Database) {
  return {
    async forPage(page: string): Promise<PageMeta> {
      const [row] = await db
        .select()
        .from(pageMeta)
        .where(eq(pageMeta.page, pageKey(page)))
        .limit(1)
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
