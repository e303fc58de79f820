import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router'
import { appBeforeLoad, type RouterContext } from '../app/app-router.ts'
import { ShopLayout } from '../app/ShopLayout.tsx'
import { Notifications } from '../components/Notifications/Notifications.tsx'
import { NotFound, RouteError } from '../features/errors/components/RouteError.tsx'
import { AriaRouting } from '../lib/navigation/aria-routing.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Trailing slash and the manifest's route rules, as in every module (app-router.ts).
  beforeLoad: appBeforeLoad,
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

/** The shop's layout with the shop's own overlay: the notifications. */
function RootLayout() {
  return (
    <AriaRouting module="shop">
      <ShopLayout overlays={<Notifications />}>
        <Outlet />
      </ShopLayout>
      {/* The router's data for hydration, written by the server render. */}
      <Scripts />
    </AriaRouting>
  )
}
