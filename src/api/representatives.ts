import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Representative = Schema<'Representative'>
export type RepresentativeInput = Schema<'RepresentativeInput'>
export type RepresentativeList = Schema<'RepresentativeList'>

/** /account/users: the customer's representatives. Items carry `allows` for the .edit/.delete checks (spec 6). */
export function listRepresentatives(client: ApiClient = api): Promise<RepresentativeList> {
  return unwrap(client.GET('/api/account/users'))
}

export function createRepresentative(
  input: RepresentativeInput,
  client: ApiClient = api,
): Promise<Representative> {
  return unwrap(client.POST('/api/account/users', { body: input }))
}

export function updateRepresentative(
  uuid: string,
  input: RepresentativeInput,
  client: ApiClient = api,
): Promise<Representative> {
  return unwrap(
    client.PUT('/api/account/users/{uuid}', { params: { path: { uuid } }, body: input }),
  )
}

export function deleteRepresentative(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.DELETE('/api/account/users/{uuid}', { params: { path: { uuid } } }))
}
