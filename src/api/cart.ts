import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Cart = Schema<'Cart'>
export type CartProduct = Schema<'CartProduct'>
export type CartItemInput = Schema<'CartItemInput'>
export type CartItemUpdate = Schema<'CartItemUpdate'>

export function getCart(client: ApiClient = api): Promise<Cart> {
  return unwrap(client.GET('/api/cart'))
}

/** Adds to the quantity already in the cart; beyond stock is a 422. */
export function addCartItem(item: CartItemInput, client: ApiClient = api): Promise<Cart> {
  return unwrap(client.POST('/api/cart/items', { body: item }))
}

/** Sets the quantity; `warranty_uuid: ''` removes the warranty, leaving it out keeps it. */
export function updateCartItem(item: CartItemUpdate, client: ApiClient = api): Promise<Cart> {
  return unwrap(client.PUT('/api/cart/items', { body: item }))
}

export function removeCartItem(productUuid: string, client: ApiClient = api): Promise<Cart> {
  const params = { query: { product_uuid: productUuid } }
  return unwrap(client.DELETE('/api/cart/items', { params }))
}

export function clearCart(client: ApiClient = api): Promise<Cart> {
  return unwrap(client.DELETE('/api/cart'))
}

/** The cart as an Excel workbook (Артикул, Бренд, Наименование, Количество, Цена, Сумма, Итого),
 * which «Заказ по списку» reads back (docs/product.md#order-from-a-list). */
export async function exportCartWorkbook(client: ApiClient = api): Promise<Blob> {
  const data = await unwrap(client.GET('/api/cart/export.xlsx', { parseAs: 'blob' }))
  return new Blob([data as BlobPart], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}
