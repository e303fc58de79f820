/**
 * What a refusal changed in the cart (docs/product.md#errors): the cart before the failed call
 * against the server's cart read after it, line by line, so the buyer is told why the quantities
 * they see are not the ones they asked for.
 */
import type { Cart, CartLine } from './cart-types.ts'

export type CartChange =
  /** Less stock than the line had: the server lowered the quantity to what is left. */
  | { kind: 'reduced'; product_uuid: string; title: string; from: number; to: number }
  /** Nothing left: the line stays with quantity 0 for the buyer to remove. */
  | { kind: 'soldOut'; product_uuid: string; title: string }
  /** The line left the cart. */
  | { kind: 'removed'; product_uuid: string; title: string }

/** The changed lines, in the order of the cart before; unchanged and new lines are left out. */
export function cartChanges(before: Cart | null, after: Cart): CartChange[] {
  const now = new Map(after.cart_products.map((l) => [l.product_uuid, l]))
  const changes: CartChange[] = []
  for (const was of before?.cart_products ?? []) {
    const line = now.get(was.product_uuid)
    const change = lineChange(was, line)
    if (change) changes.push(change)
  }
  return changes
}

function lineChange(was: CartLine, line: CartLine | undefined): CartChange | null {
  const ids = { product_uuid: was.product_uuid, title: was.product.full_title }
  if (!line) return { kind: 'removed', ...ids }
  if (line.quantity <= 0 || line.product.total_stock <= 0) {
    return was.quantity > 0 ? { kind: 'soldOut', ...ids } : null
  }
  if (line.quantity < was.quantity) {
    return { kind: 'reduced', ...ids, from: was.quantity, to: line.quantity }
  }
  return null
}
