import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Counterparty = Schema<'Counterparty'>
export type CounterpartyInput = Schema<'CounterpartyInput'>
export type CounterpartyList = Schema<'CounterpartyList'>

/** /account/contractors: legal entities and sole traders that receive invoices. Items carry `allows` for the .edit/.delete checks (spec 6). */
export function listCounterparties(client: ApiClient = api): Promise<CounterpartyList> {
  return unwrap(client.GET('/api/account/contractors'))
}

export function createCounterparty(
  input: CounterpartyInput,
  client: ApiClient = api,
): Promise<Counterparty> {
  return unwrap(client.POST('/api/account/contractors', { body: input }))
}

export function updateCounterparty(
  uuid: string,
  input: CounterpartyInput,
  client: ApiClient = api,
): Promise<Counterparty> {
  return unwrap(
    client.PUT('/api/account/contractors/{uuid}', { params: { path: { uuid } }, body: input }),
  )
}

export function deleteCounterparty(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.DELETE('/api/account/contractors/{uuid}', { params: { path: { uuid } } }))
}
