import { type AnyRouter, type ParsedLocation, redirect } from '@tanstack/react-router'
import type { AppManifest } from '../api/builds.ts'
import { serverBaseUrl } from '../api/client.ts'
import { PendingPage } from '../components/PendingPage.tsx'
import { NotFound, RouteError } from '../features/errors/components/RouteError.tsx'
import { matchRouteRules } from '../lib/app-manifest/route-rules.ts'
import { resolveNavigation } from '../lib/navigation/safe-url.ts'
import { redirectTrailingSlash } from '../lib/navigation/trailing-slash.ts'
import { startPageTransition } from '../lib/navigation/view-transition.ts'
import { limitPreloads } from '../lib/prefetch/preload-limiter.ts'
import { parseSearch, stringifySearch } from '../lib/search-params.ts'

/**
 * What every module's router shares (the shop's file routes, src/router.ts, and the account's
 * code routes, src/account/router.tsx): one place, so a routing behaviour added here is the
 * whole app's (docs/product.md#routing-behaviour, #loading-and-transitions).
 */

/** Every router's context: resolves once with this build's manifest (route rules live there). */
export interface RouterContext {
  manifest: Promise<AppManifest | null>
}

/** Options spread into every module's `createRouter`. */
export const appRouterOptions = {
  defaultPreload: 'intent',
  scrollRestoration: true,
  trailingSlash: 'never',
  parseSearch,
  stringifySearch,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
  // A page that takes longer than this shows its skeleton (the route's own, else PendingPage)
  // rather than the old page with nothing happening (docs/product.md#loading-and-transitions).
  defaultPendingComponent: PendingPage,
  defaultPendingMs: 300,
  // Pages cross-fade where the browser can (layout.css.ts names the part that fades; none
  // under prefers-reduced-motion).
  defaultViewTransition: true,
} as const

/**
 * The instance methods every router gets replaced: preloads limited (4 at a time, none on 2g or
 * data saver), and page transitions that never leave a skipped one's rejection unhandled (the
 * router's own gives a page error «Transition was skipped» when a second navigation starts during
 * the first's animation).
 */
export function withAppNavigation<Router extends AnyRouter>(router: Router): Router {
  router.preloadRoute = limitPreloads(router.preloadRoute.bind(router))
  router.startViewTransition = (update) => {
    const wanted = router.shouldViewTransition ?? router.options.defaultViewTransition
    router.shouldViewTransition = undefined
    return wanted ? startPageTransition(update) : update()
  }
  return router
}

/**
 * Every root route's `beforeLoad`: a trailing slash is removed, then the manifest's route rules
 * apply. On the server any rule becomes an HTTP redirect; in the browser an external one leaves.
 */
export async function appBeforeLoad({
  location,
  context,
}: {
  location: ParsedLocation
  context: RouterContext
}) {
  redirectTrailingSlash(location)
  const rule = matchRouteRules((await context.manifest)?.routeRules, location.pathname)
  if (!rule.redirect) return
  const onServer = typeof window === 'undefined'
  const target = resolveNavigation(rule.redirect, {
    external: true,
    origin: onServer ? serverBaseUrl : window.location.origin,
  })
  if (target.kind === 'internal' || onServer) {
    throw redirect({ href: target.href, replace: true })
  }
  window.location.replace(target.href)
}
