/** One line of the receipt: an order line's goods, or its warranty (a service). */
export interface ReceiptLine {
  title: string
  quantity: number
  /** Price of one unit, kopecks. */
  unitPrice: number
  kind: 'commodity' | 'service'
}

/** What a provider needs to take a payment of an order. */
export interface PaymentOrder {
  /** Our payment's id. */
  paymentId: string
  orderNumber: number
  /** Kopecks. */
  amount: number
  /** The customer's phone, digits only (for the 54-ФЗ receipt). */
  phone: string
  lines: ReceiptLine[]
}

export interface CreatedPayment {
  /** Where to send the customer. */
  confirmationUrl: string
  /** The provider's id of the payment; null for providers without one (the dev bank). */
  providerPaymentId: string | null
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  /** Kopecks; null when the provider's answer had no amount in roubles. */
  amount: number | null
}

/** What a provider needs to give a payment's money back (all of it, with its own receipt). */
export interface RefundOrder {
  /** Our refund's id: also the request's Idempotence-Key, so a re-send never refunds twice. */
  refundId: string
  /** The provider's id of the payment; null for the dev bank. */
  providerPaymentId: string | null
  orderNumber: number
  /** Kopecks. */
  amount: number
  phone: string
  lines: ReceiptLine[]
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string
  status: 'pending' | 'succeeded' | 'canceled'
  /** The provider's id of the refunded payment. */
  paymentId: string | null
}

/** A card payment provider: it creates a payment and, if it is a real one, reports its status. */
export interface PaymentProvider {
  readonly name: string
  create(order: PaymentOrder): Promise<CreatedPayment>
  /** Re-reads a payment from the provider (notifications are never trusted as they come). */
  status?(providerPaymentId: string): Promise<ProviderPayment>
  /** Gives a payment's money back. */
  refund(refund: RefundOrder): Promise<ProviderRefund>
  /** Re-reads a refund from the provider. */
  refundStatus?(providerRefundId: string): Promise<ProviderRefund>
}

/** The provider could not be reached or refused the request; its details are for the log. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}

/**
 * Development provider: its "bank page" (payments/dev-bank.routes.ts) lets you pay or fail a payment,
 * then returns the customer to /payment_success or /payment_failed.
 */
export function createDevPaymentProvider(publicUrl = ''): PaymentProvider {
  return {
    name: 'dev',
    create: async ({ paymentId }) => ({
      confirmationUrl: `${publicUrl}/dev-bank/${paymentId}`,
      providerPaymentId: null,
    }),
    // The development bank gives the money back at once.
    refund: async ({ refundId }) => ({ id: refundId, status: 'succeeded', paymentId: null }),
  }
}

/** The start-up log line naming the active payment provider (for the operator, in English). */
export function paymentProviderNotice(
  appEnv: string,
  active: { kind: 'yookassa' | 'dev' | 'none'; detail?: string },
): string {
  if (active.kind === 'yookassa') return `Payment provider: YooKassa (${active.detail ?? ''})`
  return active.kind === 'dev'
    ? `Payment provider: development bank (APP_ENV=${appEnv}): anyone can mark a payment paid at /dev-bank; never run a public shop like this`
    : `Payment provider: none; the development bank is off (APP_ENV=${appEnv}), card payments cannot be completed. Set YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY, or APP_ENV=development for the demo bank`
}
