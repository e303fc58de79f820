import type { Order, OrderInput, PaymentResponse } from '../../api/orders.ts'
import { resolveNavigation } from '../../lib/navigation/safe-url.ts'

export interface PlaceOrderDeps {
  createOrder: (input: OrderInput) => Promise<Order>
  createOrderPayment: (number: string) => Promise<PaymentResponse>
  /** In-app navigation to a result page. */
  navigate: (href: string) => void
  /** A full page load (the provider's bank page). */
  assign: (href: string) => void
  /** Keeps the number for the result page: the provider returns without it. */
  remember: (number: string) => void
  origin: string
}

/**
 * Creates the order, then: invoice → /order_success; card → the payment provider's page, which
 * returns to /payment_success or /payment_failed. An order whose payment could not start is
 * kept and shown on /payment_failed, where it can be paid again.
 */
export interface Placed {
  order: Order
  /** The page is loading the bank's page: nothing more should start here. */
  leftForPayment: boolean
}

export async function placeOrder(input: OrderInput, deps: PlaceOrderDeps): Promise<Placed> {
  const order = await deps.createOrder(input)
  const query = `?order=${encodeURIComponent(order.number)}`
  if (input.payment_method !== 'card') {
    deps.navigate(`/order_success${query}`)
    return { order, leftForPayment: false }
  }
  try {
    const payment = await deps.createOrderPayment(order.number)
    deps.remember(order.number)
    deps.assign(
      resolveNavigation(payment.payment_url, { external: true, origin: deps.origin }).href,
    )
    return { order, leftForPayment: true }
  } catch {
    deps.navigate(`/payment_failed${query}`)
    return { order, leftForPayment: false }
  }
}
