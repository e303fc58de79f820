import type { components } from '@gruzovik/openapi'
import { normalizePhone } from '../auth/phone.ts'
import type { Customer, CustomerWithAccount } from '../customers/customer.ts'
import type { CustomersService } from '../customers/customers.service.ts'
import { nameForms } from '../customers/person-name.ts'
import { presentUser } from '../customers/present-user.ts'
import { allPermissions } from '../permissions/check-permission.ts'
import { fieldError, forbidden, notFound } from '../shared/domain-errors.ts'
import { guardFor } from './guard.ts'
import { accountMessages } from './messages.ts'

type S = components['schemas']

const known = new Set(allPermissions)

/** 403 in the error shape, with the reason under the field it concerns. */
const forbiddenField = (field: string, message: string) =>
  forbidden(message, { [field]: [message] })

function representativeFields(input: S['RepresentativeInput']) {
  const phone = normalizePhone(input.phone)
  if (!phone) throw fieldError('phone', accountMessages.phoneInvalid)
  const permissions = [...new Set(input.permissions ?? [])]
  if (permissions.some((key) => !known.has(key))) {
    throw fieldError('permissions', accountMessages.unknownPermission)
  }
  return { phone, ...nameForms(input.full_name), email: input.email ?? null, permissions }
}

/** Full name split as the profile shows it: surname, first name, patronymic. */
function nameParts(fullName: string) {
  const [lastName = '', firstName = '', ...rest] = fullName.split(' ')
  return { last_name: lastName, first_name: firstName, middle_name: rest.join(' ') || null }
}

/** Representatives (`user.*`: the people of the account) and the customer's own profile. */
export function createPeopleService(deps: { customers: CustomersService }) {
  const { customers } = deps

  function presentRepresentative(who: CustomerWithAccount, row: Customer): S['Representative'] {
    const guard = guardFor(who)
    // The owner is changed only by the owner; nobody deletes themselves or the owner.
    const ownerByOther = row.isOwner && row.id !== who.customer.id
    return {
      uuid: row.id,
      full_name: row.fullName,
      phone: `+${row.phone}`,
      email: row.email,
      permissions: row.permissions,
      allows: {
        edit: guard.can('user.edit') && !ownerByOther,
        delete: guard.can('user.delete') && row.id !== who.customer.id && !row.isOwner,
      },
    }
  }

  /**
   * Grants stay within what the granting person holds, and nobody changes their own keys:
   * a representative with `user.edit` cannot make themselves or anyone else stronger.
   */
  function checkGrant(who: CustomerWithAccount, target: Customer | null, wanted: string[]) {
    const before = new Set(target?.permissions ?? [])
    const added = wanted.filter((key) => !before.has(key))
    if (target && target.id === who.customer.id) {
      const removed = [...before].filter((key) => !wanted.includes(key))
      if (added.length > 0 || removed.length > 0) {
        throw forbiddenField('permissions', accountMessages.cannotEditOwnPermissions)
      }
    }
    if (!who.customer.isOwner && added.some((key) => !who.customer.permissions.includes(key))) {
      throw forbiddenField('permissions', accountMessages.cannotGrantUnheld)
    }
  }

  async function representativeOf(who: CustomerWithAccount, id: string) {
    const row = (await customers.listByAccount(who.account.id)).find(
      (c) => c.id === id.toLowerCase(),
    )
    if (!row) throw notFound(accountMessages.representativeNotFound)
    return row
  }

  function getProfile(who: CustomerWithAccount): S['Profile'] {
    return {
      ...nameParts(who.customer.fullName),
      phone: `+${who.customer.phone}`,
      email: who.customer.email,
      order_notices: who.customer.orderNotices,
      user: presentUser(who),
    }
  }

  return {
    representatives: {
      async list(who: CustomerWithAccount): Promise<S['RepresentativeList']> {
        const guard = guardFor(who)
        guard.require('user.show')
        const rows = await customers.listByAccount(who.account.id)
        return {
          items: rows.map((r) => presentRepresentative(who, r)),
          allows: guard.listAllows('user'),
        }
      },
      async create(who: CustomerWithAccount, input: S['RepresentativeInput']) {
        guardFor(who).require('user.create')
        const fields = representativeFields(input)
        checkGrant(who, null, fields.permissions)
        const row = await customers.createInAccount(who.account.id, fields)
        if (!row) throw fieldError('phone', accountMessages.phoneTaken)
        return presentRepresentative(who, row)
      },
      async update(who: CustomerWithAccount, id: string, input: S['RepresentativeInput']) {
        const existing = await representativeOf(who, id)
        if (existing.isOwner && existing.id !== who.customer.id) {
          throw forbiddenField('uuid', accountMessages.ownerProtected)
        }
        guardFor(who).require('user.edit', presentRepresentative(who, existing))
        const fields = representativeFields(input)
        checkGrant(who, existing, fields.permissions)
        const row = await customers.updateInAccount(who.account.id, existing.id, fields)
        if (row === 'taken') throw fieldError('phone', accountMessages.phoneTaken)
        if (!row) throw notFound(accountMessages.representativeNotFound)
        return presentRepresentative(who, row)
      },
      async remove(who: CustomerWithAccount, id: string) {
        const existing = await representativeOf(who, id)
        if (existing.isOwner) throw forbiddenField('uuid', accountMessages.ownerProtected)
        guardFor(who).require('user.delete', presentRepresentative(who, existing))
        await customers.deleteInAccount(who.account.id, existing.id)
        return { success: true }
      },
    },

    getProfile,
    async updateProfile(who: CustomerWithAccount, input: S['ProfileInput']): Promise<S['Profile']> {
      const fullName = [input.last_name, input.first_name, input.middle_name ?? '']
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ')
      const row = await customers.updateInAccount(who.account.id, who.customer.id, {
        ...nameForms(fullName),
        email: input.email ?? null,
        ...(input.order_notices === undefined ? {} : { orderNotices: input.order_notices }),
      })
      if (!row || row === 'taken') throw notFound(accountMessages.notFound)
      return getProfile({ customer: row, account: who.account })
    },
  }
}
