/** Where e-mails go: a file outbox in development and tests, SMTP in production. */
export interface MailGateway {
  readonly name: string
  send(message: { to: string; subject: string; text: string }): Promise<void>
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
}
