import path from 'node:path'

/** MAIL_* settings (docs/configuration.md). */
export interface MailSettings {
  /** MAIL_GATEWAY: `outbox` (default, a file) or `smtp`. */
  gateway: 'outbox' | 'smtp'
  /** MAIL_OUTBOX_FILE: where the outbox appends one JSON line per e-mail. */
  outboxFile: string
  /** MAIL_FROM_ADDRESS; the sender's name is NOTICE_SENDER_NAME. */
  fromAddress: string
  /** SMTP_HOST, SMTP_PORT (587), SMTP_SECURE (TLS from the start, port 465), SMTP_USER, SMTP_PASSWORD. */
  smtp: { host: string; port: number; secure: boolean; user: string; password: string }
}

export function mailSettingsFrom(env: NodeJS.ProcessEnv, dataDir: string): MailSettings {
  const gateway = env.MAIL_GATEWAY?.trim() || 'outbox'
  if (gateway !== 'outbox' && gateway !== 'smtp') {
    throw new Error(`Unknown MAIL_GATEWAY "${gateway}": use outbox or smtp`)
  }
  const port = Number(env.SMTP_PORT || 587)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`SMTP_PORT "${env.SMTP_PORT}" is not a port number`)
  }
  const settings: MailSettings = {
    gateway,
    outboxFile: path.resolve(env.MAIL_OUTBOX_FILE ?? path.join(dataDir, 'mail-outbox.jsonl')),
    fromAddress: env.MAIL_FROM_ADDRESS?.trim() || 'noreply@localhost',
    smtp: {
      host: env.SMTP_HOST?.trim() ?? '',
      port,
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER ?? '',
      password: env.SMTP_PASSWORD ?? '',
    },
  }
  if (gateway === 'smtp' && !settings.smtp.host) {
    throw new Error('MAIL_GATEWAY=smtp needs SMTP_HOST')
  }
  return settings
}
