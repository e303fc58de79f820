import { paymentText } from '../../content/payment.ts'

export type ResultKind = 'order' | 'paid' | 'failed'

/** What happens next, by how the customer arrived: invoice order, paid, or failed payment. */
export function nextStep(kind: ResultKind): string {
  if (kind === 'paid') return paymentText.nextPaid
  if (kind === 'failed') return paymentText.nextFailed
  return paymentText.nextInvoice
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
