import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AppManifest } from './api/builds.ts'
import { PendingPage } from './components/PendingPage.tsx'
import { NotFound, RouteError } from './features/errors/components/RouteError.tsx'
import { startPageTransition } from './lib/navigation/view-transition.ts'
import { limitPreloads } from './lib/prefetch/preload-limiter.ts'
import { parseSearch, stringifySearch } from './lib/search-params.ts'
import { routeTree } from './routeTree.gen.ts'

/** `server`: the server render's page, origin and CSP nonce; the browser's by default. */
export function createAppRouter(
  manifest: Promise<AppManifest | null>,
  server?: { history: RouterHistory; origin: string; nonce?: string | undefined },
) {
  const router = createRouter({
    ...(server && {
      history: server.history,
      origin: server.origin,
      // The CSP nonce of this response, if it has one: the router's data scripts are inline.
      ...(server.nonce ? { ssr: { nonce: server.nonce } } : {}),
    }),
    routeTree,
    context: { manifest },
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
  })
  // Links preload through this instance method: limit it to 4 at a time, none on 2g or data saver.
  router.preloadRoute = limitPreloads(router.preloadRoute.bind(router))
  // The router's own view transition leaves a skipped one's rejections unhandled (a page error
  // «Transition was skipped» when a second navigation starts during the first's animation).
  router.startViewTransition = (update) => {
    const wanted = router.shouldViewTransition ?? router.options.defaultViewTransition
    router.shouldViewTransition = undefined
    return wanted ? startPageTransition(update) : update()
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
