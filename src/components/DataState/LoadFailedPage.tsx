import { EmptyState } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import type { PageKey } from '../../content/pages.ts'
import { Page } from '../Page.tsx'
import { LoadError } from './LoadError.tsx'

export interface LoadFailedPageProps {
  result: { status: 'error'; offline: boolean }
  titleKey: PageKey
}

/** A data page that did not load: the error with a retry. */
export function LoadFailedPage({ result, titleKey }: LoadFailedPageProps) {
  return (
    <Page titleKey={titleKey}>
      <LoadError offline={result.offline} />
    </Page>
  )
}

export interface NotFoundPageProps {
  titleKey: PageKey
  /** The page's "not found" state: its title, the text and a way on. */
  notFound: { title: string; heading?: string; description: string; action: ReactNode }
}

/**
 * A data page whose subject does not exist (a route's not-found component, shown when its loader
 * threw `notFound()`): the page's own "not found" state.
 */
export function NotFoundPage({ titleKey, notFound }: NotFoundPageProps) {
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
