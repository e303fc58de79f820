import { type ApiClient, api } from './client.ts'
import { crudResource } from './crud-resource.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Recipient = Schema<'Recipient'>
export type RecipientInput = Schema<'RecipientInput'>
export type RecipientList = Schema<'RecipientList'>

/** /account/recipients: consignees; passports come masked. Items carry `allows` for the
 * .edit/.delete checks (docs/product.md#permissions). */
export const {
  list: listRecipients,
  create: createRecipient,
  update: updateRecipient,
  remove: deleteRecipient,
} = crudResource('/api/recipients')

export type RecipientPassport = Schema<'RecipientPassport'>

/** Revealing a passport fetches the full series and number
 * (docs/product.md#recipient-passports). */
export function showRecipientPassport(
  uuid: string,
  client: ApiClient = api,
): Promise<RecipientPassport> {
  const params = { path: { uuid } }
  return unwrap(client.POST('/api/recipients/{uuid}/show-passport', { params }))
}
