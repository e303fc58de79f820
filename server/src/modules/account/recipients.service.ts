import type { components } from '@gruzovik/openapi'
import { normalizePhone } from '../auth/phone.ts'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { fieldError, notFound, tooMany } from '../shared/domain-errors.ts'
import type { AccountRepository, RecipientRow } from './account.repository.ts'
import { accountRecords } from './account-records.ts'
import { guardFor } from './guard.ts'
import { accountMessages } from './messages.ts'
import { maskedPassportNumber, maskPassportSeries } from './passport-mask.ts'

type S = components['schemas']

/** At most this many passport reveals per customer in the window (429 beyond). */
export const revealLimit = { count: 30, windowMs: 10 * 60_000 }

function presentRecipient(row: RecipientRow, allows: S['ItemAllows']): S['Recipient'] {
  return {
    uuid: row.id,
    full_name: row.fullName,
    phone: `+${row.phone}`,
    passport_series: maskPassportSeries(row.passportSeries),
    passport_number: maskedPassportNumber,
    is_passport_visible: false,
    allows,
  }
}

function recipientFields(input: S['RecipientInput']) {
  const phone = normalizePhone(input.phone)
  if (!phone) throw fieldError('phone', accountMessages.phoneInvalid)
  return {
    fullName: input.full_name.trim(),
    phone,
    passportSeries: input.passport_series,
    passportNumber: input.passport_number,
  }
}

/**
 * Recipients (`recipient.*`): lists never carry passport data; the full series and number go
 * only to a customer of the owning account, and every reveal is logged.
 */
export function createRecipientsService(deps: { account: AccountRepository; now?: () => Date }) {
  const { recipients } = deps.account
  const now = deps.now ?? (() => new Date())
  return {
    ...accountRecords({
      area: 'recipient',
      table: recipients,
      fields: recipientFields,
      present: presentRecipient,
      notFoundMessage: accountMessages.recipientNotFound,
    }),

    async showPassport(
      who: CustomerWithAccount,
      id: string,
      ip: string | null,
    ): Promise<S['RecipientPassport']> {
      guardFor(who).require('recipient.show')
      const row = await recipients.get(who.account.id, id.toLowerCase())
      // Someone else's recipient and an unknown uuid get the same answer: which exist is no
      // one else's business.
      if (!row) throw notFound(accountMessages.recipientNotFound)
      const since = new Date(now().getTime() - revealLimit.windowMs)
      if ((await deps.account.countRevealsSince(who.customer.id, since)) >= revealLimit.count) {
        throw tooMany(accountMessages.tooManyReveals)
      }
      await deps.account.logPassportReveal({ recipientId: row.id, customerId: who.customer.id, ip })
      return { passport_series: row.passportSeries, passport_number: row.passportNumber }
    },
  }
}
