/**
 * Cart money rules (docs/product.md#cart-totals and docs/product.md#warranties), in integer
 * kopecks. Rounding is always down (floor), so a percent warranty never charges a fraction of a
 * kopeck.
 */
import type { CartLine, Price, Warranty } from './cart-types.ts'

/** Line total: price × quantity. */
export function lineTotal(
  line: Pick<CartLine, 'quantity'> & { product: { price: Price } },
): number {
  return line.product.price.price * line.quantity
}

/** The unit price counted in the cart total: the base price when there is no discount flag but
 * the base price is above the price, otherwise the price. */
export function totalUnitPrice(price: Price): number {
  return !price.discount && price.base_price > price.price ? price.base_price : price.price
}

/** Cart total (without warranties). */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + totalUnitPrice(line.product.price) * line.quantity, 0)
}

/** Σ (base price − price) × quantity over the products carrying the discount flag. */
export function discountTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => {
    const { price } = line.product
    return price.discount ? sum + (price.base_price - price.price) * line.quantity : sum
  }, 0)
}

/** Whether a part shows its old (base) price struck through. */
export function hasOldPrice(price: Price): boolean {
  return price.base_price > price.price
}

/** Warranty cost for a quantity: fix → floor(fix) × qty; percent (> 0) → floor(price × percent /
 * 100) × qty; anything else costs nothing. */
export function warrantyAmount(warranty: Warranty, partPrice: number, quantity: number): number {
  if (warranty.price_type === 'fix') return Math.floor(warranty.fix) * quantity
  if (warranty.percent > 0) return Math.floor((partPrice * warranty.percent) / 100) * quantity
  return 0
}

/** The "with warranty" unit price shown on a line (docs/product.md#warranties): fix →
 * floor(fix + part price); percent → floor(part price × percent / 100), as the rule states it. */
export function warrantyLinePrice(warranty: Warranty, partPrice: number): number {
  if (warranty.price_type === 'fix') return Math.floor(warranty.fix + partPrice)
  if (warranty.percent > 0) return Math.floor((partPrice * warranty.percent) / 100)
  return 0
}

/** The warranty chosen on a line, if its uuid matches one of the product's warranties. */
export function selectedWarranty(line: CartLine): Warranty | null {
  if (!line.warranty_uuid) return null
  return line.product.warranties?.find((w) => w.uuid === line.warranty_uuid) ?? null
}

/** Σ warranty amounts over the lines that have one. */
export function warrantyTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => {
    const warranty = selectedWarranty(line)
    return warranty ? sum + warrantyAmount(warranty, line.product.price.price, line.quantity) : sum
  }, 0)
}
