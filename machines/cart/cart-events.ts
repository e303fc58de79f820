/** What the cart machine holds and hears, and the request bodies its events become. */
import type { Failure } from '../shared/failure.ts'
import type { CartChange } from './cart-changes.ts'
import { findLine } from './cart-rules.ts'
import type { Cart } from './cart-types.ts'

export interface CartItemInput {
  product_uuid: string
  quantity: number
  /** An empty string removes the warranty (PUT). */
  warranty_uuid?: string
}

export interface CartContext {
  cart: Cart | null
  loading: boolean
  /** The product waiting for the remove confirmation. */
  pendingRemoval: string | null
  /** Adds and warranty choices made during a request, sent in order once it ends. */
  queue: readonly QueuedEvent[]
  /** The last failed call, until the next request or until the cart is closed. */
  failure: Failure | null
  /** What the server's cart, re-read after the failure, changed per line. */
  changes: readonly CartChange[]
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.add'; product_uuid: string; quantity?: number; warranty_uuid?: string }
  | { type: 'cart.increment'; product_uuid: string }
  | { type: 'cart.decrement'; product_uuid: string }
  | { type: 'cart.confirmRemove' }
  | { type: 'cart.cancelRemove' }
  | { type: 'cart.remove'; product_uuid: string }
  | { type: 'cart.setWarranty'; product_uuid: string; warranty_uuid: string | null }
  | { type: 'cart.clear' }
  /** An order from this cart was refused: re-read the server's cart and say what changed. */
  | { type: 'cart.refused'; failure: Failure }

export type QueuedEvent = Extract<
  CartEvent,
  { type: 'cart.add' | 'cart.setWarranty' | 'cart.refused' }
>

/** The body of POST /api/cart/items for an add or a warranty on a part not yet in the cart. */
export function addInput(context: CartContext, event: CartEvent): CartItemInput {
  if (event.type === 'cart.add') {
    return {
      product_uuid: event.product_uuid,
      quantity: event.quantity ?? 1,
      ...(event.warranty_uuid ? { warranty_uuid: event.warranty_uuid } : {}),
    }
  }
  if (event.type === 'cart.setWarranty') {
    // Not yet in the cart: the warranty comes with the default quantity 1.
    return {
      product_uuid: event.product_uuid,
      quantity: findLine(context.cart, event.product_uuid)?.quantity ?? 1,
      ...(event.warranty_uuid ? { warranty_uuid: event.warranty_uuid } : {}),
    }
  }
  throw new Error(`cart: unexpected ${event.type} for adding`)
}

/** The body of PUT /api/cart/items for plus, minus or a warranty on a line. */
export function updateInput(context: CartContext, event: CartEvent): CartItemInput {
  if (
    event.type !== 'cart.increment' &&
    event.type !== 'cart.decrement' &&
    event.type !== 'cart.setWarranty'
  ) {
    throw new Error(`cart: unexpected ${event.type} for updating`)
  }
  const line = findLine(context.cart, event.product_uuid)
  const quantity = line?.quantity ?? 1
  const warranty = line?.warranty_uuid ?? ''
  if (event.type === 'cart.setWarranty') {
    return { product_uuid: event.product_uuid, quantity, warranty_uuid: event.warranty_uuid ?? '' }
  }
  const step = event.type === 'cart.increment' ? 1 : -1
  return {
    product_uuid: event.product_uuid,
    quantity: quantity + step,
    ...(warranty ? { warranty_uuid: warranty } : {}),
  }
}
