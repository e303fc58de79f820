import { createFileRoute } from '@tanstack/react-router'
import { pageMetaLoader } from '../features/page-meta/route-meta.ts'
import { validateResultSearch } from '../features/payment/payment-result.ts'
import { paymentResultPage } from './-payment-result-page.tsx'

export const Route = createFileRoute('/payment_success')({
  validateSearch: validateResultSearch,
  loader: () => pageMetaLoader('payment_success'),
  component: paymentResultPage('/payment_success'),
})
