import { createFileRoute } from '@tanstack/react-router'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { validateResultSearch } from '../features/payment/payment-result.ts'
import { paymentResultPage } from './-payment-result-page.tsx'

export const Route = createFileRoute('/payment_failed')({
  validateSearch: validateResultSearch,
  loader: () => pageMetaLoader('payment_failed'),
  component: paymentResultPage('/payment_failed'),
})
