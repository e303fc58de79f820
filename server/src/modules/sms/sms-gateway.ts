/** Where login codes go: a file outbox in development, a real provider in production. */
export interface SmsGateway {
  readonly name: string
  send(message: { phone: string; code: string; text: string }): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}
