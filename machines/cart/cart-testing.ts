/** The cart machine's tests' fake API and helpers (cart.test.ts, cart-failures.test.ts). */
import { vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../shared/failure.ts'
import { line } from './cart.fixtures.ts'
import { cartMachine } from './cart.machine.ts'
import type { CartItemInput } from './cart-events.ts'
import type { Cart, CartLine } from './cart-types.ts'

/** A fake API that keeps its own cart and answers after `delay` ms. */
export function fakeApi(initial: CartLine[], delay = 100) {
  let lines = initial
  const calls: string[] = []
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value()), delay))
  const put = (input: CartItemInput) => {
    lines = lines.map((l) =>
      l.product_uuid === input.product_uuid
        ? { ...l, quantity: input.quantity, warranty_uuid: input.warranty_uuid || null }
        : l,
    )
    return lines
  }
  return {
    calls,
    actors: {
      loadCart: fromPromise<Cart>(() => {
        calls.push('GET /api/cart')
        return later(() => ({ uuid: 'c1', cart_products: lines }))
      }),
      addItem: fromPromise<readonly CartLine[], CartItemInput>(({ input }) => {
        calls.push(`POST ${JSON.stringify(input)}`)
        return later(() => {
          lines = [
            ...lines,
            {
              ...line(input.product_uuid, input.quantity),
              warranty_uuid: input.warranty_uuid ?? null,
            },
          ]
          return lines
        })
      }),
      updateItem: fromPromise<readonly CartLine[], CartItemInput>(({ input }) => {
        calls.push(`PUT ${JSON.stringify(input)}`)
        return later(() => put(input))
      }),
      removeItem: fromPromise<readonly CartLine[], { product_uuid: string }>(({ input }) => {
        calls.push(`DELETE ${input.product_uuid}`)
        return later(() => {
          lines = lines.filter((l) => l.product_uuid !== input.product_uuid)
          return lines
        })
      }),
      clearCart: fromPromise<readonly CartLine[]>(() => {
        calls.push('DELETE /api/cart')
        return later(() => {
          lines = []
          return lines
        })
      }),
    },
  }
}

export async function started(initial: CartLine[]) {
  const api = fakeApi(initial)
  const logError = vi.fn()
  const actor = createActor(cartMachine.provide({ actors: api.actors, actions: { logError } }))
  actor.start()
  actor.send({ type: 'cart.load' })
  await vi.advanceTimersByTimeAsync(100)
  return { actor, api, logError }
}

const failure = (kind: Failure['kind'], status: number): Failure => ({
  kind,
  status,
  message: kind,
  nextStep: '',
  fieldErrors: {},
})
export const unavailable = failure('unavailable', 503)
export const refused = failure('refused', 409)
export const lost = failure('network', 0)

export const lineOf = (
  actor: { getSnapshot(): { context: { cart: Cart | null } } },
  uuid: string,
) => actor.getSnapshot().context.cart?.cart_products.find((l) => l.product_uuid === uuid)
