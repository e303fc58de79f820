import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AppManifest } from './api/builds.ts'
import { appRouterOptions, withAppNavigation } from './app/app-router.ts'
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
    ...appRouterOptions,
    routeTree,
    context: { manifest },
  })
  // The app's preload limits and page transitions, as in every module (app-router.ts).
  withAppNavigation(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
