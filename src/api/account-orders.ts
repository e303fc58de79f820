import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type OrderPage = Schema<'OrderPage'>
export type OrderListQuery = QueryOf<'listOrders'>

/** /account/orders and its tabs: status all, work, wait-pay or return. */
export function listOrders(
  query: OrderListQuery = {},
  client: ApiClient = api,
): Promise<OrderPage> {
  return unwrap(client.GET('/api/account/orders', { params: { query } }))
}
