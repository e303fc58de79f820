import type { PageMeta } from '../../api/meta.ts'
import type { PageHead } from '../../lib/head/document-head.ts'
import { metaPageFor } from './meta-pages.ts'

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

export interface MetaSyncDeps {
  load: (page: string) => Promise<MetaRecord>
  /** Applies a head and returns its removal (`applyPageHead`). */
  apply: (head: PageHead) => () => void
  log: (message: string) => void
  fallbackTitle?: string
}

/**
 * Loads and applies the meta of `path` when it is a meta page (docs/product.md#page-meta). Returns
 * the cleanup for leaving the path: it removes the tags added (or drops an answer that arrives too
 * late).
 */
export function syncPageMeta(path: string, deps: MetaSyncDeps): () => void {
  const page = metaPageFor(path)
  if (!page) return () => {}
  let left = false
  let remove: (() => void) | undefined

  deps.load(page).then(
    (record) => {
      if (left) return
      if (!record || isEmptyMeta(record)) {
        deps.log(`[META] No meta data received for ${path}`)
        return
      }
      remove = deps.apply(toPageHead(record, deps.fallbackTitle))
    },
    () => {
      if (!left) deps.log(`[META] Failed to load meta tags for ${path}`)
    },
  )

  return () => {
    left = true
    remove?.()
  }
}
