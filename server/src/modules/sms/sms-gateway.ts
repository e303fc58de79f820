/** Where SMS go (login codes, arrival notices): a file outbox in development, a provider in production. */
export interface SmsGateway {
  readonly name: string
  /** `code` only for a login code (the outbox records it for e-2-e tests to read). */
  send(message: { phone: string; code?: string; text: string }): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}
