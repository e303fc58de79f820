export { cartMachine } from './cart.machine.ts'
export { type CartChange, cartChanges } from './cart-changes.ts'
export type { CartContext, CartEvent, CartItemInput } from './cart-events.ts'
export { canIncrement, findLine, isSoldOut, itemCount, warrantyQuantity } from './cart-rules.ts'
export {
  cartTotal,
  discountTotal,
  lineTotal,
  selectedWarranty,
  warrantyAmount,
  warrantyLinePrice,
  warrantyTotal,
} from './cart-totals.ts'
export type { Cart, CartLine, CartPart, Price, Warranty } from './cart-types.ts'
