import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type DeliveryAddress = Schema<'DeliveryAddress'>
export type DeliveryAddressInput = Schema<'DeliveryAddressInput'>
export type DeliveryAddressList = Schema<'DeliveryAddressList'>

/** /account/addresses: saved delivery addresses. Items carry `allows` for the .edit/.delete checks (spec 6). */
export function listDeliveryAddresses(client: ApiClient = api): Promise<DeliveryAddressList> {
  return unwrap(client.GET('/api/account/addresses'))
}

export function createDeliveryAddress(
  input: DeliveryAddressInput,
  client: ApiClient = api,
): Promise<DeliveryAddress> {
  return unwrap(client.POST('/api/account/addresses', { body: input }))
}

export function updateDeliveryAddress(
  uuid: string,
  input: DeliveryAddressInput,
  client: ApiClient = api,
): Promise<DeliveryAddress> {
  return unwrap(
    client.PUT('/api/account/addresses/{uuid}', { params: { path: { uuid } }, body: input }),
  )
}

export function deleteDeliveryAddress(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.DELETE('/api/account/addresses/{uuid}', { params: { path: { uuid } } }))
}
