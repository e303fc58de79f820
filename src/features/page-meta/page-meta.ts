import type { MetaPage } from '@gruzovik/openapi/meta-pages'
import type { PageMeta } from '../../api/meta.ts'
import type { PageHead } from '../../lib/head/document-head.ts'

export type MetaRecord = Partial<PageMeta> | null | undefined

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Keeps only well-formed tags: attribute maps of strings. */
function tags(value: unknown, required: string): Array<Record<string, string>> {
  if (!Array.isArray(value)) return []
  return value.flatMap((tag) => {
    if (typeof tag !== 'object' || tag === null) return []
    const attrs = Object.fromEntries(
      Object.entries(tag).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    return required in attrs ? [attrs] : []
  })
}

/** An answer with no title, no description and no tags carries nothing to apply. */
export function isEmptyMeta(record: MetaRecord): boolean {
  if (typeof record !== 'object' || record === null) return true
  return (
    !text(record.title) &&
    !text(record.description) &&
    tags(record.meta, 'content').length === 0 &&
    tags(record.link, 'href').length === 0
  )
}

/**
 * The head for a meta record. An empty title gives way to the page's own title, or to the
 * site default when there is none (docs/product.md#page-meta).
 */
export function toPageHead(record: NonNullable<MetaRecord>, fallbackTitle?: string): PageHead {
  const description = text(record.description)
  return {
    title: text(record.title) || fallbackTitle || '',
    ...(description ? { description } : {}),
    meta: tags(record.meta, 'content'),
    links: tags(record.link, 'href'),
  }
}

/** A meta page's route data: its `GET /api/meta` record, null when it failed or came empty. */
export interface PageMetaData {
  pageMeta: MetaRecord
}

export interface MetaLoadDeps {
  load: (page: MetaPage) => Promise<MetaRecord>
  log: (message: string) => void
}

/**
 * The route loader's half of docs/product.md#page-meta: the record of a meta page, loaded with
 * the page's other data so the server render dehydrates it and the browser does not ask again.
 * A failed or empty answer is logged and leaves the page's own title.
 */
export async function loadPageMeta(page: MetaPage, deps: MetaLoadDeps): Promise<PageMetaData> {
  const path = page === '/' ? '/' : `/${page}`
  try {
    const record = await deps.load(page)
    if (!record || isEmptyMeta(record)) {
      deps.log(`[META] No meta data received for ${path}`)
      return { pageMeta: null }
    }
    return { pageMeta: record }
  } catch {
    deps.log(`[META] Failed to load meta tags for ${path}`)
    return { pageMeta: null }
  }
}
