import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'
import { OrderResult } from '../features/payment/components/OrderResult.tsx'
import { validateResultSearch } from '../features/payment/payment-result.ts'

const routeApi = getRouteApi('/order_success')

export const Route = createFileRoute('/order_success')({
  loader: () => pageMetaLoader('order_success'),
  validateSearch: validateResultSearch,
  component: ResultRoute,
})

function ResultRoute() {
  usePageMeta(site.pageTitle(pageTitles.orderSuccess))
  const { order } = routeApi.useSearch()
  return (
    <Page titleKey="orderSuccess">
      <OrderResult kind="order" number={order} />
    </Page>
  )
}
