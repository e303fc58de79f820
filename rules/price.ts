/**
 * The price rule (docs/product.md#part-prices): the price a buyer sees anywhere is the price they
 * pay. Integer kopecks. The API sends a part's price as `{ base_price, price, discount }`.
 */
export interface PriceFacts {
  /** The price before any discount. */
  base_price: number
  /** The discounted price; paid only when the discount flag says the discount applies. */
  price: number
  /** Whether the discount applies. */
  discount: boolean
}

/** What a surface shows for a part: the price to pay, and the old price to strike through. */
export interface ShownPrice {
  price: number
  /** Only where the discount really applies (flag set and base price above price). */
  oldPrice: number | null
}

/** Whether the discount applies: the flag is set and the base price is above the price. */
export function discountApplies(facts: PriceFacts): boolean {
  return facts.discount && facts.base_price > facts.price
}

/**
 * Kopecks the buyer pays per unit: the price, except that a base price above it counts when
 * there is no discount flag (the discount does not apply, so the base price is the price).
 */
export function payablePrice(facts: PriceFacts): number {
  return !facts.discount && facts.base_price > facts.price ? facts.base_price : facts.price
}

/** What every surface (card, part page, buy box, cart, JSON-LD) shows for a part. */
export function shownPrice(facts: PriceFacts): ShownPrice {
  return {
    price: payablePrice(facts),
    oldPrice: discountApplies(facts) ? facts.base_price : null,
  }
}

/** The discount a buyer gets per unit: base − price where it applies, otherwise nothing. */
export function unitDiscount(facts: PriceFacts): number {
  return discountApplies(facts) ? facts.base_price - facts.price : 0
}
