import type { Order } from '../../api/orders.ts'

export interface RepeatResult {
  added: number
  failed: number
}

/**
 * Puts the order's parts back into the cart, one call per line (the server adds to what the
 * cart holds). A line that cannot be added (sold out, gone) is counted, the others still go in.
 * Warranties are chosen again in the cart: the order keeps their price, not the offer.
 */
export async function repeatOrder(
  order: Pick<Order, 'items'>,
  add: (item: { product_uuid: string; quantity: number }) => Promise<unknown>,
): Promise<RepeatResult> {
  let added = 0
  let failed = 0
  for (const item of order.items) {
    try {
      await add({ product_uuid: item.product_uuid, quantity: item.quantity })
      added += 1
    } catch {
      failed += 1
    }
  }
  return { added, failed }
}
