import { EmptyState } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import type { PageKey } from '../../content/pages.ts'
import type { LoadResult } from '../../lib/load-result.ts'
import { Page } from '../Page.tsx'
import { LoadError } from './LoadError.tsx'

export interface LoadFailedPageProps {
  result: Exclude<LoadResult<unknown>, { status: 'ok' }>
  titleKey: PageKey
  /** The page's "not found" state: its title, the text and a way on. */
  notFound: { title: string; heading?: string; description: string; action: ReactNode }
}

/** A data page that did not load: its own "not found" state, or the error with a retry. */
export function LoadFailedPage({ result, titleKey, notFound }: LoadFailedPageProps) {
  if (result.status === 'not-found') {
    return (
      // The server answers 404; the page also tells search engines not to keep it.
      <Page
        titleKey={titleKey}
        title={notFound.title}
        head={{ meta: [{ name: 'robots', content: 'noindex' }] }}
      >
        <EmptyState
          title={notFound.heading ?? notFound.title}
          description={notFound.description}
          action={notFound.action}
        />
      </Page>
    )
  }
  return (
    <Page titleKey={titleKey}>
      <LoadError offline={result.offline} />
    </Page>
  )
}
