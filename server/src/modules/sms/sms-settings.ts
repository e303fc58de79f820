import path from 'node:path'

export type SmsGatewayKind = 'outbox' | 'smsru'

/** The SMS gateway (SMS_GATEWAY, SMS_OUTBOX_FILE, SMSRU_*). */
export interface SmsSettings {
  gateway: SmsGatewayKind
  /** Where the outbox gateway appends one JSON line per code. */
  outboxFile: string
  smsRuApiId: string
  smsRuBaseUrl: string
  /** Sender name registered with the provider; empty uses the provider default. */
  smsRuFrom: string
}

function smsGatewayFrom(value: string | undefined): SmsGatewayKind {
  if (!value || value === 'outbox') return 'outbox'
  if (value === 'smsru') return 'smsru'
  throw new Error(`Unknown SMS_GATEWAY "${value}": use outbox or smsru`)
}

/** A relative SMS_OUTBOX_FILE is taken from `baseDir` (the repository root). */
export function smsSettingsFrom(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  baseDir: string,
): SmsSettings {
  return {
    gateway: smsGatewayFrom(env.SMS_GATEWAY),
    outboxFile: path.resolve(
      baseDir,
      env.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl'),
    ),
    smsRuApiId: env.SMSRU_API_ID ?? '',
    smsRuBaseUrl: env.SMSRU_BASE_URL ?? 'https://sms.ru',
    smsRuFrom: env.SMSRU_FROM ?? '',
  }
}
