import type { components } from '@gruzovik/openapi'
import { pageTitles } from '../../content/pages.ts'
import { paymentText } from '../../content/payment.ts'

type Order = components['schemas']['Order']

/** How the customer arrived: an invoice order placed, or back from the bank's page. */
export type ResultKind = 'order' | 'paid' | 'failed'

/** What the order's payment really is, as the server (which asks the provider) says. */
export type PaymentState = 'invoice' | 'paid' | 'unpaid' | 'checking' | 'cancelled' | 'refunded'

/** Statuses an order reaches only after its money came (docs/product.md#orders-and-payment). */
const paidStatuses: readonly Order['status'][] = ['paid', 'work', 'shipped', 'done']

/**
 * The payment's state by the order the server returned, never by the address: the bank sends
 * the customer to /payment_success however the payment ended. `checking` while a customer sent
 * back as paid waits for the bank's confirmation (the page asks again a few times).
 */
export function paymentStateOf(
  order: Pick<Order, 'status' | 'payment_method'>,
  options: { kind: ResultKind; checking: boolean },
): PaymentState {
  if (order.status === 'return') return 'refunded'
  if (order.status === 'cancelled') return 'cancelled'
  if (order.payment_method === 'invoice') return 'invoice'
  if (paidStatuses.includes(order.status)) return 'paid'
  return options.kind === 'paid' && options.checking ? 'checking' : 'unpaid'
}

/** What happens next, by the payment's real state. */
export function nextStep(state: PaymentState): string {
  return {
    invoice: paymentText.nextInvoice,
    paid: paymentText.nextPaid,
    unpaid: paymentText.nextFailed,
    checking: paymentText.nextChecking,
    cancelled: paymentText.nextCancelled,
    refunded: paymentText.nextRefunded,
  }[state]
}

/** The page's heading by the payment's real state. */
export function resultTitle(state: PaymentState): string {
  return {
    invoice: pageTitles.orderSuccess,
    paid: pageTitles.paymentSuccess,
    unpaid: pageTitles.paymentFailed,
    checking: paymentText.titleChecking,
    cancelled: paymentText.titleCancelled,
    refunded: paymentText.titleRefunded,
  }[state]
}

/** The `order` query of a result page: a non-empty order number, or nothing. */
export function orderNumberFrom(search: Record<string, unknown>): string | undefined {
  const value = search.order
  const number = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return number.length > 0 && number.length <= 64 ? number : undefined
}

/** The result pages' search: a bad or missing number never fails the route, the page explains. */
export const validateResultSearch = (search: Record<string, unknown>) => ({
  order: orderNumberFrom(search),
})
