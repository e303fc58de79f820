import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { OrderResult } from '../features/payment/components/OrderResult.tsx'
import { orderNumberFrom } from '../features/payment/payment-result.ts'

export const Route = createFileRoute('/order_success')({
  // A bad or missing number never fails the route: the page explains instead.
  validateSearch: (search: Record<string, unknown>) => ({ order: orderNumberFrom(search) }),
  component: ResultRoute,
})

function ResultRoute() {
  const { order } = Route.useSearch()
  return (
    <Page titleKey="orderSuccess">
      <OrderResult kind="order" number={order} />
    </Page>
  )
}
