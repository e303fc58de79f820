import type { components } from '@gruzovik/openapi'
import { fieldError, notFound } from '../../http/http-error.ts'
import type { CustomerWithAccount } from '../customers/customers.repository.ts'
import type { AccountRepository, AddressRow, CounterpartyRow } from './account.repository.ts'
import { guardFor } from './guard.ts'
import { accountMessages } from './messages.ts'

type S = components['schemas']

function presentCounterparty(row: CounterpartyRow, allows: S['ItemAllows']): S['Counterparty'] {
  return {
    uuid: row.id,
    type: row.type,
    title: row.title,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    legal_address: row.legalAddress,
    allows,
  }
}

function presentAddress(row: AddressRow, allows: S['ItemAllows']): S['DeliveryAddress'] {
  return {
    uuid: row.id,
    city: row.city,
    address: row.address,
    postcode: row.postcode,
    comment: row.comment,
    allows,
  }
}

function counterpartyFields(input: S['CounterpartyInput']) {
  // A legal entity has a 10-digit INN and a KPP; an entrepreneur a 12-digit INN.
  if ((input.type === 'legal') !== (input.inn.length === 10)) {
    throw fieldError('inn', accountMessages.innLength)
  }
  if (input.type === 'legal' && !input.kpp) throw fieldError('kpp', accountMessages.kppForLegal)
  return {
    type: input.type,
    title: input.title.trim(),
    inn: input.inn,
    kpp: input.type === 'legal' ? (input.kpp ?? null) : null,
    ogrn: input.ogrn ?? null,
    legalAddress: input.legal_address.trim(),
  }
}

const addressFields = (input: S['DeliveryAddressInput']) => ({
  city: input.city.trim(),
  address: input.address.trim(),
  postcode: input.postcode ?? null,
  comment: input.comment?.trim() || null,
})

/** Counterparties (`contractor.*`) and delivery addresses (`address.*`) of the account. */
export function createCompanyService(deps: { account: AccountRepository }) {
  const { counterparties, addresses } = deps.account
  return {
    async listCounterparties(who: CustomerWithAccount): Promise<S['CounterpartyList']> {
      const guard = guardFor(who)
      guard.require('contractor.show')
      const rows = await counterparties.list(who.account.id)
      const allows = guard.itemAllows('contractor')
      return {
        items: rows.map((r) => presentCounterparty(r, allows)),
        allows: guard.listAllows('contractor'),
      }
    },
    async createCounterparty(who: CustomerWithAccount, input: S['CounterpartyInput']) {
      const guard = guardFor(who)
      guard.require('contractor.create')
      const row = await counterparties.create(who.account.id, counterpartyFields(input))
      return presentCounterparty(row, guard.itemAllows('contractor'))
    },
    async updateCounterparty(who: CustomerWithAccount, id: string, input: S['CounterpartyInput']) {
      const guard = guardFor(who)
      guard.require('contractor.edit', { allows: guard.itemAllows('contractor') })
      const row = await counterparties.update(
        who.account.id,
        id.toLowerCase(),
        counterpartyFields(input),
      )
      if (!row) throw notFound(accountMessages.counterpartyNotFound)
      return presentCounterparty(row, guard.itemAllows('contractor'))
    },
    async deleteCounterparty(who: CustomerWithAccount, id: string) {
      const guard = guardFor(who)
      guard.require('contractor.delete', { allows: guard.itemAllows('contractor') })
      if (!(await counterparties.remove(who.account.id, id.toLowerCase()))) {
        throw notFound(accountMessages.counterpartyNotFound)
      }
      return { success: true }
    },

    async listAddresses(who: CustomerWithAccount): Promise<S['DeliveryAddressList']> {
      const guard = guardFor(who)
      guard.require('address.show')
      const rows = await addresses.list(who.account.id)
      const allows = guard.itemAllows('address')
      return {
        items: rows.map((r) => presentAddress(r, allows)),
        allows: guard.listAllows('address'),
      }
    },
    async createAddress(who: CustomerWithAccount, input: S['DeliveryAddressInput']) {
      const guard = guardFor(who)
      guard.require('address.create')
      const row = await addresses.create(who.account.id, addressFields(input))
      return presentAddress(row, guard.itemAllows('address'))
    },
    async updateAddress(who: CustomerWithAccount, id: string, input: S['DeliveryAddressInput']) {
      const guard = guardFor(who)
      guard.require('address.edit', { allows: guard.itemAllows('address') })
      const row = await addresses.update(who.account.id, id.toLowerCase(), addressFields(input))
      if (!row) throw notFound(accountMessages.addressNotFound)
      return presentAddress(row, guard.itemAllows('address'))
    },
    async deleteAddress(who: CustomerWithAccount, id: string) {
      const guard = guardFor(who)
      guard.require('address.delete', { allows: guard.itemAllows('address') })
      if (!(await addresses.remove(who.account.id, id.toLowerCase()))) {
        throw notFound(accountMessages.addressNotFound)
      }
      return { success: true }
    },
  }
}
