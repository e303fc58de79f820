import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { OrderPage } from '../features/order/components/OrderPage.tsx'
import { runRouteMiddleware } from '../features/order/route-middleware.ts'
import { appDataStore } from '../lib/app-data/app-data-store.ts'

export const Route = createFileRoute('/order')({
  // The auth middleware (spec 2.1): a visitor stays here and gets the login modal.
  beforeLoad: () =>
    runRouteMiddleware(['auth'], { isLoggedIn: () => Boolean(appDataStore.getSnapshot()?.user) }),
  component: OrderRoute,
})

function OrderRoute() {
  const navigate = Route.useNavigate()
  return (
    <Page titleKey="order">
      <OrderPage navigate={(href) => void navigate({ href })} />
    </Page>
  )
}
