import type { MailGateway } from './mail-gateway.ts'
import type { MailSettings } from './mail-settings.ts'
import { createMailOutboxGateway } from './outbox-gateway.ts'
import { createSmtpGateway } from './smtp-gateway.ts'

/** The gateway chosen by MAIL_GATEWAY (outbox by default). */
export function createMailGateway(
  settings: MailSettings,
  senderName: string,
  log: (message: string) => void = () => {},
): MailGateway {
  if (settings.gateway === 'smtp') return createSmtpGateway(settings, senderName)
  const from = `${senderName} <${settings.fromAddress}>`
  return createMailOutboxGateway(settings.outboxFile, from, log)
}
