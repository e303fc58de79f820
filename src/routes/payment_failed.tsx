import { createFileRoute } from '@tanstack/react-router'
import { paymentResultPage, validatePaymentSearch } from './-payment-result-page.tsx'

export const Route = createFileRoute('/payment_failed')({
  validateSearch: validatePaymentSearch,
  component: paymentResultPage('/payment_failed'),
})
