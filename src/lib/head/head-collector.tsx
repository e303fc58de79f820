import { createContext, useContext } from 'react'
import type { PageHead } from './document-head.ts'

/**
 * On the server there are no effects: the page's head hooks report here while rendering, and
 * the server writes the merged head before the page's HTML.
 */
export interface HeadCollector {
  heads: PageHead[]
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null)

export const useHeadCollector = () => useContext(HeadCollectorContext)

/**
 * The first head with a title or description gives it: the page's content renders before any
 * loading placeholder React writes for it, and a page's `/api/meta` record (reported by its
 * route) before the page inside. Tags add up.
 */
export function mergeHeads(heads: readonly PageHead[]): PageHead {
  const merged: Required<PageHead> = { title: '', description: '', meta: [], links: [], jsonLd: [] }
  for (const head of heads) {
    if (head.title?.trim() && !merged.title) merged.title = head.title
    if (head.description && !merged.description) merged.description = head.description
    merged.meta.push(...(head.meta ?? []))
    merged.links.push(...(head.links ?? []))
    merged.jsonLd.push(...(head.jsonLd ?? []))
  }
  return merged
}
