import { type Cart, type CartItemInput, type CartLine, cartMachine } from '@gruzovik/machines'
import { payablePrice } from '@gruzovik/rules'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from '../api/cart.ts'
import { pushEcommerce } from '../lib/analytics/ecommerce.ts'
import { asFailure } from '../lib/errors/describe-failure.ts'

type Lines = readonly CartLine[]

/** A cart line as a Metrika e-commerce product (lib/analytics/ecommerce.ts). */
const productOf = (line: CartLine, quantity: number) => ({
  id: line.product_uuid,
  name: line.product.full_title,
  price: payablePrice(line.product.price),
  quantity,
})

/** The cart actor with the real API calls; a failure reaches the machine as the one mapping
 * describes it (src/lib/errors/describe-failure.ts), which the cart says (docs/product.md#errors). */
export function createCartActor(inspect?: Observer<InspectionEvent>) {
  // The lines last seen, so a removal can name what left the cart.
  let known: Lines = []
  const seen = (lines: Lines) => {
    known = lines
    return lines
  }
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(async () => {
        const cart = await asFailure(getCart())
        seen(cart.cart_products)
        return cart
      }),
      addItem: fromPromise<Lines, CartItemInput>(async ({ input }) => {
        const lines = seen((await asFailure(addCartItem(input))).cart_products)
        const line = lines.find((l) => l.product_uuid === input.product_uuid)
        if (line) pushEcommerce('add', [productOf(line, input.quantity)])
        return lines
      }),
      updateItem: fromPromise<Lines, CartItemInput>(async ({ input }) =>
        seen((await asFailure(updateCartItem(input))).cart_products),
      ),
      removeItem: fromPromise<Lines, { product_uuid: string }>(async ({ input }) => {
        const line = known.find((l) => l.product_uuid === input.product_uuid)
        const lines = seen((await asFailure(removeCartItem(input.product_uuid))).cart_products)
        if (line) pushEcommerce('remove', [productOf(line, line.quantity)])
        return lines
      }),
      clearCart: fromPromise<Lines>(async () => (await asFailure(clearCart())).cart_products),
    },
    actions: {
      logError: (_, { error }) => console.error('Cart request failed', error),
    },
  })
  return createActor(machine, { inspect })
}
