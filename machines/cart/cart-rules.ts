/** Per-line rules (docs/product.md#cart-quantity) the cart machine and the cart view share. */
import { orderableQuantity } from '@gruzovik/rules'
import type { Cart, CartLine } from './cart-types.ts'

export function findLine(cart: Cart | null, productUuid: string): CartLine | undefined {
  return cart?.cart_products.find((line) => line.product_uuid === productUuid)
}

/** Plus is disabled while loading and at what may be bought (the orderable quantity rule: the
 * stock, one of a used part). */
export function canIncrement(line: CartLine, loading: boolean): boolean {
  return !loading && line.quantity < orderableQuantity(line.product)
}

/** A line with quantity 0 shows the sold-out text. */
export function isSoldOut(line: Pick<CartLine, 'quantity'>): boolean {
  return line.quantity === 0
}

/** Quantity for a warranty choice: the line's quantity, or 1 when not yet in the cart. */
export function warrantyQuantity(cart: Cart | null, productUuid: string): number {
  return findLine(cart, productUuid)?.quantity ?? 1
}

export function itemCount(cart: Cart | null): number {
  return cart?.cart_products.length ?? 0
}
