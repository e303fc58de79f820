import {
  cartTotal,
  discountTotal,
  isSoldOut,
  lineTotal,
  selectedWarranty,
  type Warranty,
  warrantyAmount,
  warrantyLinePrice,
  warrantyTotal,
} from '@gruzovik/machines'
import { shownPrice } from '@gruzovik/rules'
import type { CartProduct } from '../../api/cart.ts'
import type { CartSnapshot } from '../../lib/session/cart-context.tsx'

/** The cart lines as the API sends them (the machine is typed from the contract). */
export function linesOf(snapshot: CartSnapshot): readonly CartProduct[] {
  return snapshot.context.cart?.cart_products ?? []
}

export interface LineView {
  line: CartProduct
  soldOut: boolean
  /** The unit price paid (the price rule of @gruzovik/rules): what the line shows. */
  unitPrice: number
  /** Struck through beside it: only where the discount applies. */
  oldPrice: number | null
  /** unitPrice × quantity, so the lines add up to the total. */
  cost: number
  warranty: Warranty | null
  /** The "с гарантией" unit price of the chosen warranty (docs/product.md#warranties). */
  withWarranty: number | null
  /** The chosen warranty's cost for the line's quantity. */
  warrantyCost: number
}

/** Everything a cart row shows, in kopecks; the view only formats. */
export function lineView(line: CartProduct): LineView {
  const { price } = line.product
  const warranty = selectedWarranty(line)
  const shown = shownPrice(price)
  return {
    line,
    soldOut: isSoldOut(line),
    unitPrice: shown.price,
    oldPrice: shown.oldPrice,
    cost: lineTotal(line),
    warranty,
    withWarranty: warranty ? warrantyLinePrice(warranty, price.price) : null,
    warrantyCost: warranty ? warrantyAmount(warranty, price.price, line.quantity) : 0,
  }
}

export interface CartSums {
  /** Итого: the cart total plus the chosen warranties, as the order will cost
   * (docs/product.md#cart-totals). */
  total: number
  discount: number
  warranty: number
}

export function cartSums(lines: readonly CartProduct[]): CartSums {
  const warranty = warrantyTotal(lines)
  return { total: cartTotal(lines) + warranty, discount: discountTotal(lines), warranty }
}

/** The warranty cost shown beside each choice, for the line's quantity (at least 1). */
export function warrantyOptionCost(line: CartProduct, warranty: Warranty): number {
  return warrantyAmount(warranty, line.product.price.price, Math.max(1, line.quantity))
}
