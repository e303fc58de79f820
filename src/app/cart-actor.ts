import { type Cart, type CartItemInput, type CartLine, cartMachine } from '@gruzovik/machines'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from '../api/cart.ts'

type Lines = readonly CartLine[]

/** The cart actor with the real API calls; the machine's failures are only logged
 * (docs/product.md#error-reporting). */
export function createCartActor(inspect?: Observer<InspectionEvent>) {
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(() => getCart()),
      addItem: fromPromise<Lines, CartItemInput>(
        async ({ input }) => (await addCartItem(input)).cart_products,
      ),
      updateItem: fromPromise<Lines, CartItemInput>(
        async ({ input }) => (await updateCartItem(input)).cart_products,
      ),
      removeItem: fromPromise<Lines, { product_uuid: string }>(
        async ({ input }) => (await removeCartItem(input.product_uuid)).cart_products,
      ),
      clearCart: fromPromise<Lines>(async () => (await clearCart()).cart_products),
    },
    actions: {
      logError: (_, { error }) => console.error('Cart request failed', error),
    },
  })
  return createActor(machine, { inspect })
}
