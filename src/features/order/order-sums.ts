import {
  cartTotal,
  discountTotal,
  isSoldOut,
  lineTotal,
  selectedWarranty,
  warrantyAmount,
  warrantyTotal,
} from '@gruzovik/machines'
import type { CartProduct } from '../../api/cart.ts'
import type { CartSnapshot } from '../../lib/session/cart-context.tsx'

/** The cart lines as the API sends them (the machine is typed from the contract). */
export function orderLines(snapshot: CartSnapshot): readonly CartProduct[] {
  return snapshot.context.cart?.cart_products ?? []
}

export interface OrderLineView {
  line: CartProduct
  soldOut: boolean
  cost: number
  warrantyCost: number
}

/** A line of the order summary in kopecks: its cost and its chosen warranty's cost. */
export function orderLineView(line: CartProduct): OrderLineView {
  const warranty = selectedWarranty(line)
  return {
    line,
    soldOut: isSoldOut(line),
    cost: lineTotal(line),
    warrantyCost: warranty ? warrantyAmount(warranty, line.product.price.price, line.quantity) : 0,
  }
}

/** The order's sums as the cart shows them (docs/product.md#cart-totals): the cart total plus
 * warranties; the discount is shown beside it. */
export function orderSums(lines: readonly CartProduct[]) {
  const warranties = warrantyTotal(lines)
  return { discount: discountTotal(lines), warranties, total: cartTotal(lines) + warranties }
}
