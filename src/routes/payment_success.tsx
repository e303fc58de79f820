import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'
import { OrderResult } from '../features/payment/components/OrderResult.tsx'
import { orderNumberFrom } from '../features/payment/payment-result.ts'
import { payingOrder } from '../lib/navigation/payment-return.ts'

// The provider returns without the number: the one remembered before leaving for the bank.
// The page reads its route through the API, not `Route`: a split chunk importing `Route` would
// make this file a chunk of its own, preloaded by every page (see README, Bundle budget).
const routeApi = getRouteApi('/payment_success')

export const Route = createFileRoute('/payment_success')({
  // A bad or missing number never fails the route: the page explains instead.
  validateSearch: (search: Record<string, unknown>) => ({ order: orderNumberFrom(search) }),
  component: ResultRoute,
})

function ResultRoute() {
  usePageMeta('/payment_success', site.pageTitle(pageTitles.paymentSuccess))
  const { order } = routeApi.useSearch()
  return (
    <Page titleKey="paymentSuccess">
      <OrderResult kind="paid" number={order ?? payingOrder()} />
    </Page>
  )
}
