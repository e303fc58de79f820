import { useEffect } from 'react'
import { applyPageHead, type PageHead } from './document-head.ts'
import { useHeadCollector } from './head-collector.tsx'

/** Applies a page's head while the page is shown; leaving it restores the defaults. */
export function usePageHead(head: PageHead) {
  const key = JSON.stringify(head)
  // Server render: report the head (effects never run there).
  useHeadCollector()?.heads.push(head)
  useEffect(() => applyPageHead(JSON.parse(key) as PageHead), [key])
}
