import { useEffect } from 'react'
import { getPageMeta } from '../../api/meta.ts'
import { applyPageHead } from '../../lib/head/document-head.ts'
import { syncPageMeta } from './page-meta.ts'

/**
 * Applies `GET /api/meta` to the head while a page of spec 7 is shown; other paths make no
 * request. `fallbackTitle` is the page's own title, kept when the record's title is empty.
 */
export function usePageMeta(path: string, fallbackTitle?: string) {
  useEffect(
    () =>
      syncPageMeta(path, {
        load: (page) => getPageMeta(page),
        apply: (head) => applyPageHead(head),
        log: (message) => console.warn(message),
        fallbackTitle,
      }),
    [path, fallbackTitle],
  )
}
