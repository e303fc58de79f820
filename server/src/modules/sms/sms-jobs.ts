import { type JobDefinition, type JobSender, jobDefinition } from '../../jobs/job-definition.ts'
import type { SmsGateway } from './sms-gateway.ts'

/** The queue every SMS goes through: nothing is sent from inside an HTTP request. */
export const smsSendJob = 'sms.send'

export interface SmsMessage {
  phone: string
  /** The login code the message carries ('' for a message without one). */
  code: string
  text: string
}

/**
 * Queues one SMS; the worker sends it through the gateway. A login code lives 5 minutes, so a
 * gateway failure is retried three times with backoff (about 2, 4, 8 s), not for hours, and the
 * job with its code leaves the database 10 minutes after it is done (`smsJobKeepSeconds`).
 */
export const queueSms = (jobs: JobSender, message: SmsMessage) => jobs.send(smsSendJob, message)

/** A sent SMS job (its login code in its data) is deleted this long after it is done. */
export const smsJobKeepSeconds = 600

export function createSmsJobs(deps: { gateway: SmsGateway }): JobDefinition[] {
  return [
    jobDefinition<SmsMessage>({
      name: smsSendJob,
      retry: { limit: 3, delaySeconds: 2 },
      keepDoneSeconds: smsJobKeepSeconds,
      handle: async (message) => {
        await deps.gateway.send(message)
      },
    }),
  ]
}
