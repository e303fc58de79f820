/** A card payment provider: it gives the page the customer pays on. */
export interface PaymentProvider {
  readonly name: string
  /** The address to send the customer to for this payment. */
  paymentUrl(paymentId: string): string
}

/**
 * Development provider: its "bank page" (http/dev-bank.ts) lets you pay or fail a payment,
 * then returns the customer to /payment_success or /payment_failed.
 */
export function createDevPaymentProvider(publicUrl = ''): PaymentProvider {
  return {
    name: 'dev',
    paymentUrl: (paymentId) => `${publicUrl}/dev-bank/${paymentId}`,
  }
}
