import { useMatch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { applyPageHead } from '../../lib/head/document-head.ts'
import { useHeadCollector } from '../../lib/head/head-collector.tsx'
import { isEmptyMeta, type MetaRecord, type PageMetaData, toPageHead } from './page-meta.ts'

/**
 * Applies the page's `GET /api/meta` record, loaded by its route's loader (`pageMetaLoader`), to
 * the head while the page is shown (docs/product.md#page-meta). The record is route data: the
 * server render dehydrates it, so the hydrated page does not ask for it again. `fallbackTitle`
 * is the page's own title, kept when the record's title is empty.
 */
export function usePageMeta(fallbackTitle?: string) {
  const record = useMatch({
    strict: false,
    select: (match) => (match.loaderData as Partial<PageMetaData> | undefined)?.pageMeta,
  }) as MetaRecord
  const present = Boolean(record) && !isEmptyMeta(record)
  // Server render: report the head (effects never run there).
  const collector = useHeadCollector()
  if (collector && record && present) collector.heads.push(toPageHead(record, fallbackTitle))
  else if (collector && fallbackTitle) collector.heads.push({ title: fallbackTitle })
  const key = present ? JSON.stringify(toPageHead(record ?? {}, fallbackTitle)) : ''
  useEffect(() => (key ? applyPageHead(JSON.parse(key)) : undefined), [key])
}
