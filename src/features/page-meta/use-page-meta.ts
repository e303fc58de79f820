import { useEffect } from 'react'
import { getPageMeta } from '../../api/meta.ts'
import { applyPageHead } from '../../lib/head/document-head.ts'
import { useHeadCollector } from '../../lib/head/head-collector.tsx'
import { isEmptyMeta, type MetaRecord, syncPageMeta, toPageHead } from './page-meta.ts'

/**
 * Applies `GET /api/meta` to the head while a page of docs/product.md#page-meta is shown; other
 * paths make no request. `fallbackTitle` is the page's own title, kept when the record's title is
 * empty.
 */
export function usePageMeta(path: string, fallbackTitle?: string) {
  // Server render: the record was loaded before rendering.
  const collector = useHeadCollector()
  const record = collector?.metaRecord as MetaRecord
  if (collector && record && !isEmptyMeta(record)) {
    collector.heads.push(toPageHead(record, fallbackTitle))
  } else if (collector && fallbackTitle) collector.heads.push({ title: fallbackTitle })
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
