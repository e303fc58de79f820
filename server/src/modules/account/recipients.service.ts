import type { components } from '@gruzovik/openapi'
import { fieldError, forbidden, HttpError, notFound } from '../../http/http-error.ts'
import { normalizePhone } from '../auth/phone.ts'
import type { CustomerWithAccount } from '../customers/customers.repository.ts'
import type { AccountRepository, RecipientRow } from './account.repository.ts'
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
    async list(who: CustomerWithAccount): Promise<S['RecipientList']> {
      const guard = guardFor(who)
      guard.require('recipient.show')
      const rows = await recipients.list(who.account.id)
      const allows = guard.itemAllows('recipient')
      return {
        items: rows.map((r) => presentRecipient(r, allows)),
        allows: guard.listAllows('recipient'),
      }
    },
    async create(who: CustomerWithAccount, input: S['RecipientInput']) {
      const guard = guardFor(who)
      guard.require('recipient.create')
      const row = await recipients.create(who.account.id, recipientFields(input))
      return presentRecipient(row, guard.itemAllows('recipient'))
    },
    async update(who: CustomerWithAccount, id: string, input: S['RecipientInput']) {
      const guard = guardFor(who)
      guard.require('recipient.edit', { allows: guard.itemAllows('recipient') })
      const row = await recipients.update(who.account.id, id.toLowerCase(), recipientFields(input))
      if (!row) throw notFound(accountMessages.recipientNotFound)
      return presentRecipient(row, guard.itemAllows('recipient'))
    },
    async remove(who: CustomerWithAccount, id: string) {
      const guard = guardFor(who)
      guard.require('recipient.delete', { allows: guard.itemAllows('recipient') })
      if (!(await recipients.remove(who.account.id, id.toLowerCase()))) {
        throw notFound(accountMessages.recipientNotFound)
      }
      return { success: true }
    },

    async showPassport(
      who: CustomerWithAccount,
      id: string,
      ip: string | null,
    ): Promise<S['RecipientPassport']> {
      guardFor(who).require('recipient.show')
      const row = await recipients.get(who.account.id, id.toLowerCase())
      if (!row) {
        // Someone else's recipient is refused outright; an unknown uuid is not found.
        if (await recipients.existsAnywhere(id.toLowerCase()))
          throw forbidden(accountMessages.forbidden)
        throw notFound(accountMessages.recipientNotFound)
      }
      const since = new Date(now().getTime() - revealLimit.windowMs)
      if ((await deps.account.countRevealsSince(who.customer.id, since)) >= revealLimit.count) {
        throw new HttpError(429, accountMessages.tooManyReveals)
      }
      await deps.account.logPassportReveal({ recipientId: row.id, customerId: who.customer.id, ip })
      return { passport_series: row.passportSeries, passport_number: row.passportNumber }
    },
  }
}
