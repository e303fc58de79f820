import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { OrderPage } from '../features/order/components/OrderPage.tsx'
import { runRouteMiddleware } from '../features/order/route-middleware.ts'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'
import { appDataStore } from '../lib/app-data/app-data-store.ts'

const routeApi = getRouteApi('/order')

export const Route = createFileRoute('/order')({
  loader: () => pageMetaLoader('order'),
  // The auth middleware (docs/product.md#checkout): a visitor stays here and gets the login modal.
  beforeLoad: () =>
    runRouteMiddleware(['auth'], { isLoggedIn: () => Boolean(appDataStore.getSnapshot()?.user) }),
  component: OrderRoute,
})

function OrderRoute() {
  usePageMeta(site.pageTitle(pageTitles.order))
  const navigate = routeApi.useNavigate()
  return (
    <Page titleKey="order">
      <OrderPage navigate={(href) => void navigate({ href })} />
    </Page>
  )
}
