import type { ReactNode } from 'react'
import { type PageKey, pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import type { PageHead } from '../lib/head/document-head.ts'
import { usePageHead } from '../lib/head/use-page-head.ts'

/** A page with its Russian title as the h1 and the document title. */
export function Page({
  titleKey,
  title,
  head,
  heading: shown,
  children,
}: {
  titleKey: PageKey
  title?: string
  /** The h1 as marked-up text, when it needs more than the plain title (same words). */
  heading?: ReactNode
  /** The rest of the page's head: description, structured data. */
  head?: Omit<PageHead, 'title'>
  children?: ReactNode
}) {
  const heading = title ?? pageTitles[titleKey]
  usePageHead({ ...head, title: site.pageTitle(heading) })
  return (
    <article>
      <h1>{shown ?? heading}</h1>
      {children}
    </article>
  )
}
