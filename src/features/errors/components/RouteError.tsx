import { type ErrorComponentProps, useRouterState } from '@tanstack/react-router'
import { pageNotFoundMessage } from '../../../lib/page-errors.ts'
import { ErrorPage } from './ErrorPage.tsx'

/** A route's error: a failed parameter check is the fatal 404, anything else a 500. */
export function RouteError({ error }: ErrorComponentProps) {
  const path = useRouterState({ select: (state) => state.location.pathname })
  // The error's own message is for developers (English, logged); the visitor sees Russian.
  if (pageNotFoundMessage(error)) return <ErrorPage code={404} path={path} />
  return <ErrorPage code={500} />
}

/** An unmatched path (docs/product.md#not-found-pages). */
export function NotFound() {
  const path = useRouterState({ select: (state) => state.location.pathname })
  return <ErrorPage code={404} path={path} />
}
