import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type InformReceipt = Schema<'InformReceipt'>
export type InformReceiptList = Schema<'InformReceiptList'>
export type NoticeChannel = Schema<'NoticeChannel'>

/** /account/inform-receipts: "notify me when it arrives" subscriptions. */
export function listInformReceipts(client: ApiClient = api): Promise<InformReceiptList> {
  return unwrap(client.GET('/api/account/inform-receipts'))
}

/** Subscribing twice gives back the same subscription. */
export function createInformReceipt(
  productUuid: string,
  client: ApiClient = api,
): Promise<InformReceipt> {
  const body = { product_uuid: productUuid }
  return unwrap(client.POST('/api/account/inform-receipts', { body }))
}

/** SMS or e-mail (the server refuses e-mail while the profile has none). */
export function updateInformReceiptChannel(
  uuid: string,
  channel: NoticeChannel,
  client: ApiClient = api,
): Promise<InformReceipt> {
  const params = { path: { uuid } }
  return unwrap(client.PATCH('/api/account/inform-receipts/{uuid}', { params, body: { channel } }))
}

export function deleteInformReceipt(
  uuid: string,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  const params = { path: { uuid } }
  return unwrap(client.DELETE('/api/account/inform-receipts/{uuid}', { params }))
}
