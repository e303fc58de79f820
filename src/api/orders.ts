import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type FastOrderResponse = Schema<'FastOrderResponse'>
export type OrderInput = Schema<'OrderInput'>
export type Order = Schema<'Order'>
export type PaymentResponse = Schema<'PaymentResponse'>
export type DevPaymentResult = Schema<'DevPaymentResult'>

/** POST /api/orders/fast with an empty body; a refusal is said in the cart (docs/product.md#errors). */
export function createFastOrder(client: ApiClient = api): Promise<FastOrderResponse> {
  return unwrap(client.POST('/api/orders/fast', { body: {} }))
}

/** The full order of /order; repeat with the same `idempotency_key` to retry safely. */
export function createOrder(input: OrderInput, client: ApiClient = api): Promise<Order> {
  return unwrap(client.POST('/api/orders', { body: input }))
}

export function getOrder(number: string, client: ApiClient = api): Promise<Order> {
  return unwrap(client.GET('/api/orders/{number}', { params: { path: { number } } }))
}

/** Starts a card payment; the shop sends the buyer to `payment_url`. */
export function createOrderPayment(
  number: string,
  client: ApiClient = api,
): Promise<PaymentResponse> {
  const params = { path: { number } }
  return unwrap(client.POST('/api/orders/{number}/payment', { params }))
}

/**
 * Cancels an order while its `allows.cancel` holds; answers the cancelled order. A refusal
 * (409 once it cannot be cancelled any more, 403, 404) is announced by its message.
 */
export function cancelOrder(number: string, client: ApiClient = api): Promise<Order> {
  const params = { path: { number } }
  return unwrap(client.POST('/api/orders/{number}/cancel', { params }))
}

/** The dev payment provider's page answers here; `redirect` is the result page to open. */
export function completeDevPayment(
  uuid: string,
  result: 'success' | 'failed',
  client: ApiClient = api,
): Promise<DevPaymentResult> {
  const params = { path: { uuid } }
  return unwrap(client.POST('/api/payments/{uuid}/complete', { params, body: { result } }))
}

/**
 * «Счёт на оплату» of an invoice order as a PDF (the API takes the bearer token, not the
 * cookie: the shop fetches the file and hands it to the browser to save).
 */
export function getOrderInvoice(number: string, client: ApiClient = api): Promise<Blob> {
  const params = { path: { number } }
  return unwrap(
    client.GET('/api/orders/{number}/invoice.pdf', { params, parseAs: 'blob' }),
  ) as Promise<Blob>
}
