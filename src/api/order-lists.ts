import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

/** «Заказ по списку» and the saved lists (docs/product.md#order-from-a-list). */
export type ImportParseResult = Schema<'ImportParseResult'>
export type ImportResolution = Schema<'ImportResolution'>
export type ImportRowInput = Schema<'ImportRowInput'>
export type CartImportLine = Schema<'CartImportLine'>
export type OrderList = Schema<'OrderList'>
export type OrderListInput = Schema<'OrderListInput'>
export type OrderListList = Schema<'OrderListList'>

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The file goes as the body itself; its format is told by the content, the name only for messages. */
export function parseListFile(file: Blob, name: string, client: ApiClient = api) {
  return unwrap(
    client.POST('/api/cart/import/parse', {
      params: { query: { filename: name.slice(0, 255) } },
      body: file as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  )
}

export function parseListText(text: string, client: ApiClient = api) {
  return unwrap(
    client.POST('/api/cart/import/parse', {
      body: text as never,
      bodySerializer: (body: unknown) => body as string,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    }),
  )
}

export function resolveListRows(rows: ImportRowInput[], client: ApiClient = api) {
  return unwrap(client.POST('/api/cart/import/resolve', { body: { rows } }))
}

/** Adds the lines to what the cart holds, all or nothing. */
export function importCartLines(lines: CartImportLine[], client: ApiClient = api) {
  return unwrap(client.POST('/api/cart/import', { body: { lines } }))
}

/** «Скачать результат», or with `notFound` «Скачать ненайденные строки». */
export async function downloadListResult(
  rows: ImportRowInput[],
  notFound: boolean,
  client: ApiClient = api,
): Promise<Blob> {
  const data = await unwrap(
    client.POST('/api/cart/import/result.xlsx', {
      params: { query: notFound ? { only: 'not_found' } : {} },
      body: { rows },
      parseAs: 'blob',
    }),
  )
  return new Blob([data as BlobPart], { type: xlsx })
}

export const cartWorkbookUrl = '/api/cart/export.xlsx'

export function listOrderLists(client: ApiClient = api) {
  return unwrap(client.GET('/api/account/lists'))
}

export function getOrderList(uuid: string, client: ApiClient = api) {
  return unwrap(client.GET('/api/account/lists/{uuid}', { params: { path: { uuid } } }))
}

export function createOrderList(body: OrderListInput, client: ApiClient = api) {
  return unwrap(client.POST('/api/account/lists', { body }))
}

/** The list's new name and rows, all at once (`list.edit`). */
export function updateOrderList(uuid: string, body: OrderListInput, client: ApiClient = api) {
  return unwrap(client.PUT('/api/account/lists/{uuid}', { params: { path: { uuid } }, body }))
}

export function deleteOrderList(uuid: string, client: ApiClient = api) {
  return unwrap(client.DELETE('/api/account/lists/{uuid}', { params: { path: { uuid } } }))
}

export function resolveOrderList(uuid: string, client: ApiClient = api) {
  return unwrap(client.POST('/api/account/lists/{uuid}/resolve', { params: { path: { uuid } } }))
}

export function resolveOrderRepeat(number: string, client: ApiClient = api) {
  return unwrap(
    client.POST('/api/account/orders/{number}/repeat/resolve', { params: { path: { number } } }),
  )
}
