/**
 * Cart money rules (docs/product.md#cart-totals and docs/product.md#warranties), in integer
 * kopecks. The unit price is the one price rule of @gruzovik/rules, so a line costs what its
 * part showed. Rounding is always down (floor), so a percent warranty never charges a fraction
 * of a kopeck.
 */
import { payablePrice, unitDiscount } from '@gruzovik/rules'
import type { CartLine, Price, Warranty } from './cart-types.ts'

/** Line total: the price paid per unit × quantity. */
export function lineTotal(
  line: Pick<CartLine, 'quantity'> & { product: { price: Price } },
): number {
  return payablePrice(line.product.price) * line.quantity
}

/** Cart total (without warranties): the lines' totals. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0)
}

/** «Скидка»: Σ (base price − price) × quantity where the discount applies. */
export function discountTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + unitDiscount(line.product.price) * line.quantity, 0)
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
