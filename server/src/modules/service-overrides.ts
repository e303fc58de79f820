import type { Database } from '../db/database.ts'
import type { JobSender } from '../jobs/job-definition.ts'
import type { MailGateway } from './mail/mail-gateway.ts'
import type { SmsGateway } from './sms/sms-gateway.ts'
import type { VinCatalogue } from './trucks/vin-catalogue.ts'

/** Seams for tests and main.ts: a recording SMS gateway, a fixed clock, a logger. */
export interface ServiceOverrides {
  sms?: SmsGateway
  /** E-mail (arrival notices); the MAIL_GATEWAY one by default. */
  mail?: MailGateway
  now?: () => Date
  log?: (message: string) => void
  /** YooKassa client timing (tests make it short). */
  yookassaTiming?: { timeoutMs?: number; backoffMs?: number; attempts?: number }
  /**
   * Tells every process the catalogue changed (a 1C import, an order's stock): the catalogue
   * bus (bus/), whose listeners forget kept search answers and pages. Without it (a script)
   * only this process's search answers are forgotten.
   */
  catalogueChanged?: () => Promise<void>
  /**
   * Where catalogue and search reads go (DATABASE_READ_URL: a read replica); `db` when unset.
   * Writes, and whatever is read right after a write (cart, checkout, account, the exchange),
   * stay on `db`.
   */
  readDb?: Database
  /** Where modules queue their work (jobs/job-queue.ts); none in a script without a queue. */
  jobs?: JobSender
  /** An online VIN catalogue in place of the configured one (tests: a fake provider). */
  vinCatalogue?: VinCatalogue
}
