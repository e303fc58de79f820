import type { components } from '@gruzovik/openapi'
import { innProblem, kppValid } from '@gruzovik/openapi/requisites'
import { fieldError } from '../shared/domain-errors.ts'
import type { AccountRepository, AddressRow, CounterpartyRow } from './account.repository.ts'
import { accountRecords } from './account-records.ts'
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
  if (innProblem(input.inn)) throw fieldError('inn', accountMessages.innChecksum)
  if (input.type === 'legal' && !input.kpp) throw fieldError('kpp', accountMessages.kppForLegal)
  if (input.type === 'legal' && input.kpp && !kppValid(input.kpp)) {
    throw fieldError('kpp', accountMessages.kppFormat)
  }
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
  return {
    counterparties: accountRecords({
      area: 'contractor',
      table: deps.account.counterparties,
      fields: counterpartyFields,
      present: presentCounterparty,
      notFoundMessage: accountMessages.counterpartyNotFound,
    }),
    addresses: accountRecords({
      area: 'address',
      table: deps.account.addresses,
      fields: addressFields,
      present: presentAddress,
      notFoundMessage: accountMessages.addressNotFound,
    }),
  }
}
