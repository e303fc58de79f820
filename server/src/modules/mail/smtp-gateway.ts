import nodemailer from 'nodemailer'
import { MailDeliveryError, type MailGateway } from './mail-gateway.ts'
import type { MailSettings } from './mail-settings.ts'

/** SMTP through nodemailer (STARTTLS on 587, TLS from the start when SMTP_SECURE=true). */
export function createSmtpGateway(settings: MailSettings, senderName: string): MailGateway {
  const { smtp } = settings
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({
          from: { name: senderName, address: settings.fromAddress },
          to,
          subject,
          text,
        })
      } catch (error) {
        throw new MailDeliveryError(`SMTP refused the e-mail: ${(error as Error).message}`)
      }
    },
  }
}
