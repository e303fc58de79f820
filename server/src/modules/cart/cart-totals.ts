/**
 * Server-side money rules (docs/product.md#cart-totals), integer kopecks, always rounded down — the
 * same rules the shop applies (machines/cart): the unit price is the price rule of
 * @gruzovik/rules, so the order costs what the part page and the cart showed.
 */
import { payablePrice } from '@gruzovik/rules'

export interface PriceFacts {
  basePrice: number
  price: number
  discount: boolean
}

export interface WarrantyFacts {
  priceType: 'fix' | 'percent'
  fix: number
  percent: number
}

export interface LineFacts {
  price: PriceFacts
  quantity: number
  warranty: WarrantyFacts | null
}

/** The unit price the buyer pays (payablePrice of @gruzovik/rules). */
export function totalUnitPrice(price: PriceFacts): number {
  return payablePrice({ base_price: price.basePrice, price: price.price, discount: price.discount })
}

/** Warranty cost of a line: fix → floor(fix) × qty; percent > 0 → floor(price × % / 100) × qty. */
export function warrantyCost(warranty: WarrantyFacts | null, price: number, quantity: number) {
  if (!warranty) return 0
  if (warranty.priceType === 'fix') return Math.floor(warranty.fix) * quantity
  if (warranty.percent > 0) return Math.floor((price * warranty.percent) / 100) * quantity
  return 0
}

export function lineCost(line: LineFacts) {
  const goods = totalUnitPrice(line.price) * line.quantity
  const warranty = warrantyCost(line.warranty, line.price.price, line.quantity)
  return { goods, warranty, total: goods + warranty }
}

export function cartCost(lines: readonly LineFacts[]): number {
  return lines.reduce((sum, line) => sum + lineCost(line).total, 0)
}
