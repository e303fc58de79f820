import { crudResource } from './crud-resource.ts'
import type { Schema } from './types.ts'

export type Counterparty = Schema<'Counterparty'>
export type CounterpartyInput = Schema<'CounterpartyInput'>
export type CounterpartyList = Schema<'CounterpartyList'>

/** /account/contractors: legal entities and sole traders that receive invoices. Items carry
 * `allows` for the .edit/.delete checks (docs/product.md#permissions). */
export const {
  list: listCounterparties,
  create: createCounterparty,
  update: updateCounterparty,
  remove: deleteCounterparty,
} = crudResource('/api/account/contractors')
