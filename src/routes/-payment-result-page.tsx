import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '../components/Page.tsx'
import { pageTitles } from '../content/pages.ts'
import { site } from '../content/site.ts'
import { usePageMeta } from '../features/page-meta/use-page-meta.ts'
import { OrderResult } from '../features/payment/components/OrderResult.tsx'
import { type PaymentState, resultTitle } from '../features/payment/payment-result.ts'
import { payingOrder } from '../lib/navigation/payment-return.ts'

/** Where the payment provider sends the customer back, and what each page shows. */
const results = {
  '/payment_success': { titleKey: 'paymentSuccess', kind: 'paid' },
  '/payment_failed': { titleKey: 'paymentFailed', kind: 'failed' },
} as const

export type PaymentResultRouteId = keyof typeof results

/**
 * The page component of a payment return route. The route files keep their options as literals,
 * since the router's code splitter moves only literal `loader`/`component` keys into chunks; and
 * they import nothing else from here, or this page would join every page's first script.
 */
export function paymentResultPage(id: PaymentResultRouteId) {
  const routeApi = getRouteApi(id)
  const { titleKey, kind } = results[id]
  return function PaymentResultRoute() {
    usePageMeta(site.pageTitle(pageTitles[titleKey]))
    // The provider returns without the number: the one remembered before leaving for the bank.
    const { order } = routeApi.useSearch()
    // The heading follows the payment's real state once the order is read, not the address.
    const [state, setState] = useState<PaymentState>()
    return (
      <Page titleKey={titleKey} {...(state ? { title: resultTitle(state) } : {})}>
        <OrderResult kind={kind} number={order ?? payingOrder()} onState={setState} />
      </Page>
    )
  }
}
