/** A card payment provider: it gives the page the customer pays on. */
export interface PaymentProvider {
  readonly name: string
  /** The address to send the customer to for this payment. */
  paymentUrl(paymentId: string): string
}

/**
 * Development provider: its "bank page" (payments/dev-bank.routes.ts) lets you pay or fail a payment,
 * then returns the customer to /payment_success or /payment_failed.
 */
export function createDevPaymentProvider(publicUrl = ''): PaymentProvider {
  return {
    name: 'dev',
    paymentUrl: (paymentId) => `${publicUrl}/dev-bank/${paymentId}`,
  }
}

/** The start-up log line naming the active payment provider (for the operator, in English). */
export function paymentProviderNotice(appEnv: string, devBankEnabled: boolean): string {
  return devBankEnabled
    ? `Payment provider: development bank (APP_ENV=${appEnv}): anyone can mark a payment paid at /dev-bank; never run a public shop like this`
    : `Payment provider: none; the development bank is off (APP_ENV=${appEnv}), card payments cannot be completed. Set APP_ENV=development for the demo bank`
}
