import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Recipient = Schema<'Recipient'>
export type RecipientInput = Schema<'RecipientInput'>
export type RecipientList = Schema<'RecipientList'>

/** /account/recipients: consignees; passports come masked. Items carry `allows` for the .edit/.delete checks (spec 6). */
export function listRecipients(client: ApiClient = api): Promise<RecipientList> {
  return unwrap(client.GET('/api/recipients'))
}

export function createRecipient(
  input: RecipientInput,
  client: ApiClient = api,
): Promise<Recipient> {
  return unwrap(client.POST('/api/recipients', { body: input }))
}

export function updateRecipient(
  uuid: string,
  input: RecipientInput,
  client: ApiClient = api,
): Promise<Recipient> {
  return unwrap(client.PUT('/api/recipients/{uuid}', { params: { path: { uuid } }, body: input }))
}

export function deleteRecipient(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.DELETE('/api/recipients/{uuid}', { params: { path: { uuid } } }))
}

export type RecipientPassport = Schema<'RecipientPassport'>

/** Spec 4: revealing a passport fetches the full series and number. */
export function showRecipientPassport(
  uuid: string,
  client: ApiClient = api,
): Promise<RecipientPassport> {
  const params = { path: { uuid } }
  return unwrap(client.POST('/api/recipients/{uuid}/show-passport', { params }))
}
