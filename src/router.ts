import { createRouter } from '@tanstack/react-router'
import type { AppManifest } from './api/builds.ts'
import { NotFound, RouteError } from './features/errors/components/RouteError.tsx'
import { limitPreloads } from './lib/prefetch/preload-limiter.ts'
import { parseSearch, stringifySearch } from './lib/search-params.ts'
import { routeTree } from './routeTree.gen.ts'

export function createAppRouter(manifest: Promise<AppManifest | null>) {
  const router = createRouter({
    routeTree,
    context: { manifest },
    defaultPreload: 'intent',
    scrollRestoration: true,
    trailingSlash: 'never',
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  })
  // Links preload through this instance method: limit it to 4 at a time, none on 2g or data saver.
  router.preloadRoute = limitPreloads(router.preloadRoute.bind(router))
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
