/**
 * The orderable quantity (docs/product.md#cart-quantity): how many pieces of a part one cart or
 * one order may take. The part view, the add-to-cart button, the cart machine, the server's cart
 * and orders all ask this rule; the SQL of a guest cart's merge is checked against it
 * (server/src/db/orderable-quantity-sql.test.ts).
 */
export interface QuantityFacts {
  /** Pieces in stock over all branches, as the API sends it. */
  total_stock: number
  /** A used part: a single piece taken from a dismantled truck. */
  is_not_new: boolean
  /** 1C deleted the part: nothing of it can be bought (its cart line stays, sold out). */
  removed?: boolean
}

/** Pieces that may be bought: the stock, exactly one of a used part, none once removed. */
export function orderableQuantity(part: QuantityFacts): number {
  if (part.removed) return 0
  const stock = Math.max(0, Math.floor(part.total_stock))
  return part.is_not_new ? Math.min(1, stock) : stock
}

/** The quantity a buyer asked for, held within what may be bought (0 when nothing may). */
export function heldQuantity(wanted: number, part: QuantityFacts): number {
  return Math.max(0, Math.min(Math.floor(wanted), orderableQuantity(part)))
}

/** What a quantity picker offers: at least one and at most what may be bought (1 when nothing
 * may, as the picker is then disabled anyway); anything not a number picks 1. */
export function pickedQuantity(wanted: number, part: QuantityFacts): number {
  const max = orderableQuantity(part)
  if (!Number.isFinite(wanted) || max < 1) return 1
  return Math.min(max, Math.max(1, Math.floor(wanted)))
}

/** The most pieces one line of a cart or a list may ask for (openapi CartItemInput, OrderListRow). */
export const MAX_LINE_QUANTITY = 9999

/** Why the rule refuses a quantity: nothing may be bought, a used part's one piece, the stock. */
export type QuantityRefusal =
  | { reason: 'sold-out'; max: 0 }
  | { reason: 'used-one'; max: number }
  | { reason: 'limit'; max: number }

/** The refusal of `wanted` pieces of a part, or null when they may all be bought. */
export function quantityRefusalOf(wanted: number, part: QuantityFacts): QuantityRefusal | null {
  const max = orderableQuantity(part)
  if (wanted <= max) return null
  if (max === 0) return { reason: 'sold-out', max: 0 }
  return part.is_not_new ? { reason: 'used-one', max } : { reason: 'limit', max }
}

/**
 * The refusal as the buyer reads it: the server's cart answers with it and the shop's buy form
 * says it under the button (src/components/PartCard/cart-form-note.ts), the same words.
 */
export const quantityRefusalText = (refusal: QuantityRefusal): string =>
  refusal.reason === 'sold-out'
    ? 'Товар закончился!'
    : refusal.reason === 'used-one'
      ? 'Б/у запчасть есть в единственном экземпляре'
      : `Доступно только ${refusal.max} шт.`
