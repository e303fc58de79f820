import { createFileRoute } from '@tanstack/react-router'
import { validateResultSearch } from '../features/payment/payment-result.ts'
import { paymentResultPage } from './-payment-result-page.tsx'

export const Route = createFileRoute('/payment_failed')({
  validateSearch: validateResultSearch,
  component: paymentResultPage('/payment_failed'),
})
