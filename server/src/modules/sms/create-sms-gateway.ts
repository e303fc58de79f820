import { createOutboxGateway } from './outbox-gateway.ts'
import type { SmsGateway } from './sms-gateway.ts'
import type { SmsSettings } from './sms-settings.ts'
import { createSmsRuGateway } from './smsru-gateway.ts'

/** The gateway chosen by SMS_GATEWAY (outbox by default). */
export function createSmsGateway(
  config: SmsSettings,
  log: (message: string) => void = () => {},
): SmsGateway {
  if (config.gateway === 'smsru') {
    return createSmsRuGateway({
      apiId: config.smsRuApiId,
      baseUrl: config.smsRuBaseUrl,
      from: config.smsRuFrom,
    })
  }
  return createOutboxGateway(config.outboxFile, log)
}
