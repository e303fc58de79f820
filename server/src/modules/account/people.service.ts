import type { components } from '@gruzovik/openapi'
import { fieldError, notFound } from '../../http/http-error.ts'
import { normalizePhone } from '../auth/phone.ts'
import type {
  Customer,
  CustomersRepository,
  CustomerWithAccount,
} from '../customers/customers.repository.ts'
import { nameForms } from '../customers/person-name.ts'
import { presentUser } from '../customers/present-user.ts'
import { allPermissions } from '../permissions/check-permission.ts'
import { guardFor } from './guard.ts'
import { accountMessages } from './messages.ts'

type S = components['schemas']

const known = new Set(allPermissions)

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
export function createPeopleService(deps: { customers: CustomersRepository }) {
  const { customers } = deps

  function presentRepresentative(who: CustomerWithAccount, row: Customer): S['Representative'] {
    const guard = guardFor(who)
    return {
      uuid: row.id,
      full_name: row.fullName,
      phone: `+${row.phone}`,
      email: row.email,
      permissions: row.permissions,
      // Nobody deletes themselves: the account would lose its last owner.
      allows: {
        edit: guard.can('user.edit'),
        delete: guard.can('user.delete') && row.id !== who.customer.id,
      },
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
        const row = await customers.createInAccount(who.account.id, representativeFields(input))
        if (!row) throw fieldError('phone', accountMessages.phoneTaken)
        return presentRepresentative(who, row)
      },
      async update(who: CustomerWithAccount, id: string, input: S['RepresentativeInput']) {
        const existing = await representativeOf(who, id)
        guardFor(who).require('user.edit', presentRepresentative(who, existing))
        const row = await customers.updateInAccount(
          who.account.id,
          existing.id,
          representativeFields(input),
        )
        if (row === 'taken') throw fieldError('phone', accountMessages.phoneTaken)
        if (!row) throw notFound(accountMessages.representativeNotFound)
        return presentRepresentative(who, row)
      },
      async remove(who: CustomerWithAccount, id: string) {
        const existing = await representativeOf(who, id)
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
      })
      if (!row || row === 'taken') throw notFound(accountMessages.notFound)
      return getProfile({ customer: row, account: who.account })
    },
  }
}
