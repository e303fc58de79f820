import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AppManifest } from '../api/builds.ts'
import {
  appBeforeLoad,
  appRouterOptions,
  type RouterContext,
  withAppNavigation,
} from '../app/app-router.ts'
import { ShopLayout } from '../app/ShopLayout.tsx'
import { AccountNotifications } from '../features/account/components/AccountNotifications.tsx'
import { AccountShell } from '../features/account/components/AccountShell.tsx'
import { ClaimFormPage } from '../features/account/components/ClaimFormPage.tsx'
import { ClaimsPage } from '../features/account/components/ClaimsPage.tsx'
import { CrudPage } from '../features/account/components/CrudPage.tsx'
import { FavouritesPage } from '../features/account/components/FavouritesPage.tsx'
import { InformReceiptsPage } from '../features/account/components/InformReceiptsPage.tsx'
import { OrderDetailsPage } from '../features/account/components/OrderDetailsPage.tsx'
import { OrdersPage, type OrdersTab } from '../features/account/components/OrdersPage.tsx'
import { ProfilePage } from '../features/account/components/ProfilePage.tsx'
import { RequirePermission } from '../features/account/components/RequirePermission.tsx'
import {
  addressesConfig,
  counterpartiesConfig,
  recipientsConfig,
  representativesConfig,
} from '../features/account/components/resources.tsx'
import { SavedListsPage } from '../features/account/components/SavedListsPage.tsx'
import { TrucksPage } from '../features/account/components/TrucksPage.tsx'
import { NotFound, RouteError } from '../features/errors/components/RouteError.tsx'
import { AriaRouting } from '../lib/navigation/aria-routing.tsx'
import { moduleOf } from '../lib/navigation/module-link.ts'

/**
 * The account module's router: code-based routes under the base address `/account`, its own
 * instance (the shop's file-route tree knows nothing of these pages). Every list page checks its
 * permission (docs/product.md#account-area) before it asks the server.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (options) => {
    // A link of the shop's (the header's menu, the cart, a part card) loads the shop in full.
    if (moduleOf(options.location.pathname) !== 'account') {
      throw redirect({ href: options.location.href, reloadDocument: true, replace: true })
    }
    // Trailing slash and the manifest's route rules, as in every module (app-router.ts).
    return appBeforeLoad(options)
  },
  // The shop's layout, its overlays inside the router: the login modal's links need it. Links
  // to the shop load it in full (beforeLoad above, docs/product.md#account-area).
  component: () => (
    <AriaRouting module="account">
      <ShopLayout overlays={<AccountNotifications />}>
        <AccountShell>
          <Outlet />
        </AccountShell>
      </ShopLayout>
    </AriaRouting>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

const page = (path: string, component: () => ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component })

const guarded = (path: string, permission: string, render: () => ReactNode) =>
  page(path, () => <RequirePermission permission={permission}>{render()}</RequirePermission>)

const orders = (path: string, status: OrdersTab) =>
  guarded(path, 'order.show', () => <OrdersPage key={status} status={status} />)

const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/orders/$number',
  component: () => (
    <RequirePermission permission="order.show">
      <OrderNumberPage />
    </RequirePermission>
  ),
})

const claimFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/returns/$number/$product',
  component: () => <ClaimLinePage />,
})

function ClaimLinePage() {
  const { number, product } = claimFormRoute.useParams()
  return <ClaimFormPage key={`${number}/${product}`} number={number} product={product} />
}

function OrderNumberPage() {
  const { number } = orderRoute.useParams()
  return <OrderDetailsPage key={number} number={number} />
}

export const accountRouteTree = rootRoute.addChildren([
  page('/account', () => <ProfilePage />),
  guarded('/account/users', 'user.show', () => <CrudPage config={representativesConfig} />),
  guarded('/account/contractors', 'contractor.show', () => (
    <CrudPage config={counterpartiesConfig} />
  )),
  guarded('/account/addresses', 'address.show', () => <CrudPage config={addressesConfig} />),
  guarded('/account/recipients', 'recipient.show', () => <CrudPage config={recipientsConfig} />),
  orders('/account/orders', 'all'),
  orders('/account/orders/work', 'work'),
  orders('/account/orders/wait-pay', 'wait-pay'),
  orders('/account/orders/return', 'return'),
  orderRoute,
  // A customer's own claims need no key; the account's all come with order.show (the server's).
  page('/account/returns', () => <ClaimsPage />),
  claimFormRoute,
  guarded('/account/favourites', 'favourite.show', () => <FavouritesPage />),
  guarded('/account/inform-receipts', 'informReceipt.show', () => <InformReceiptsPage />),
  guarded('/account/lists', 'list.show', () => <SavedListsPage />),
  guarded('/account/trucks', 'truck.show', () => <TrucksPage />),
])

/**
 * The account's router with every router's options and navigation (app-router.ts): preload
 * limits, page transitions, pending pages, scroll restoration. `manifest`: this build's, for its
 * route rules.
 */
export function createAccountRouter(manifest: Promise<AppManifest | null> = Promise.resolve(null)) {
  return withAppNavigation(
    createRouter({ ...appRouterOptions, routeTree: accountRouteTree, context: { manifest } }),
  )
}
