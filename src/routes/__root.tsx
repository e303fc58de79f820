import { createRootRouteWithContext, Outlet, redirect, Scripts } from '@tanstack/react-router'
import type { AppManifest } from '../api/builds.ts'
import { serverBaseUrl } from '../api/client.ts'
import { ShopLayout } from '../app/ShopLayout.tsx'
import { OrderSuccessOverlay } from '../features/checkout/components/OrderSuccessOverlay.tsx'
import { NotFound, RouteError } from '../features/errors/components/RouteError.tsx'
import { matchRouteRules } from '../lib/app-manifest/route-rules.ts'
import { AriaRouting } from '../lib/navigation/aria-routing.tsx'
import { resolveNavigation } from '../lib/navigation/safe-url.ts'
import { redirectTrailingSlash } from '../lib/navigation/trailing-slash.ts'
import { Notifications } from '../lib/session/notifications.tsx'

export interface RouterContext {
  /** Resolves once with this build's manifest (or null): route rules live there. */
  manifest: Promise<AppManifest | null>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    redirectTrailingSlash(location)
    const rule = matchRouteRules((await context.manifest)?.routeRules, location.pathname)
    if (!rule.redirect) return
    const onServer = typeof window === 'undefined'
    const target = resolveNavigation(rule.redirect, {
      external: true,
      origin: onServer ? serverBaseUrl : window.location.origin,
    })
    // On the server any rule becomes an HTTP redirect; in the browser an external one leaves.
    if (target.kind === 'internal' || onServer) {
      throw redirect({ href: target.href, replace: true })
    }
    window.location.replace(target.href)
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

/** The shop's layout with the shop's own overlays: the order's success and the notifications. */
function RootLayout() {
  return (
    <AriaRouting module="shop">
      <ShopLayout
        overlays={
          <>
            <OrderSuccessOverlay />
            <Notifications />
          </>
        }
      >
        <Outlet />
      </ShopLayout>
      {/* The router's data for hydration, written by the server render. */}
      <Scripts />
    </AriaRouting>
  )
}
