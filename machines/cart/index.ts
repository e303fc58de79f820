export {
  type CartContext,
  type CartEvent,
  type CartItemInput,
  cartMachine,
} from './cart.machine.ts'
export { canIncrement, findLine, isSoldOut, itemCount, warrantyQuantity } from './cart-rules.ts'
export {
  cartTotal,
  discountTotal,
  hasOldPrice,
  lineTotal,
  selectedWarranty,
  totalUnitPrice,
  warrantyAmount,
  warrantyLinePrice,
  warrantyTotal,
} from './cart-totals.ts'
export type { Cart, CartLine, CartPart, Price, Warranty } from './cart-types.ts'
