import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { line } from './cart.fixtures.ts'
import { type CartItemInput, cartMachine } from './cart.machine.ts'
import { canIncrement, isSoldOut, warrantyQuantity } from './cart-rules.ts'
import type { Cart, CartLine } from './cart-types.ts'

/** A fake API that keeps its own cart and answers after `delay` ms. */
function fakeApi(initial: CartLine[], delay = 100) {
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

async function started(initial: CartLine[]) {
  const api = fakeApi(initial)
  const logError = vi.fn()
  const actor = createActor(cartMachine.provide({ actors: api.actors, actions: { logError } }))
  actor.start()
  actor.send({ type: 'cart.load' })
  await vi.advanceTimersByTimeAsync(100)
  return { actor, api, logError }
}

const lineOf = (actor: { getSnapshot(): { context: { cart: Cart | null } } }, uuid: string) =>
  actor.getSnapshot().context.cart?.cart_products.find((l) => l.product_uuid === uuid)

describe('cart machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loading flag is on during a cart request and off afterwards', async () => {
    const api = fakeApi([line('a', 1)])
    const actor = createActor(cartMachine.provide({ actors: api.actors })).start()
    expect(actor.getSnapshot().context.loading).toBe(false)
    actor.send({ type: 'cart.load' })
    expect(actor.getSnapshot().context.loading).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().context.loading).toBe(false)
    expect(actor.getSnapshot().context.cart?.uuid).toBe('c1')
  })

  it('plus adds one and keeps the chosen warranty', async () => {
    const { actor, api } = await started([{ ...line('a', 2), warranty_uuid: 'w1' }])
    actor.send({ type: 'cart.increment', product_uuid: 'a' })
    expect(actor.getSnapshot().context.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('PUT {"product_uuid":"a","quantity":3,"warranty_uuid":"w1"}')
    expect(lineOf(actor, 'a')?.quantity).toBe(3)
  })

  it('plus is ignored while loading', async () => {
    const { actor, api } = await started([line('a', 1)])
    actor.send({ type: 'cart.increment', product_uuid: 'a' })
    actor.send({ type: 'cart.increment', product_uuid: 'a' })
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1)
    expect(lineOf(actor, 'a')?.quantity).toBe(2)
  })

  it.each([
    { name: 'a used part', l: line('a', 1, { is_not_new: true }) },
    { name: 'quantity at total stock', l: line('a', 5) },
    { name: 'quantity above total stock', l: line('a', 7) },
  ])('plus is disabled for $name', async ({ l }) => {
    const { actor, api } = await started([l])
    expect(canIncrement(l, false)).toBe(false)
    actor.send({ type: 'cart.increment', product_uuid: 'a' })
    expect(actor.getSnapshot().context.loading).toBe(false)
    expect(api.calls).toEqual(['GET /api/cart'])
  })

  it('minus above 1 sets quantity minus one', async () => {
    const { actor, api } = await started([line('a', 3)])
    actor.send({ type: 'cart.decrement', product_uuid: 'a' })
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('PUT {"product_uuid":"a","quantity":2}')
    expect(lineOf(actor, 'a')?.quantity).toBe(2)
  })

  it('minus at quantity 1 asks to remove; cancel keeps the line', async () => {
    const { actor, api } = await started([line('a', 1)])
    actor.send({ type: 'cart.decrement', product_uuid: 'a' })
    expect(actor.getSnapshot().matches({ request: 'confirmingRemoval' })).toBe(true)
    expect(actor.getSnapshot().context.pendingRemoval).toBe('a')
    actor.send({ type: 'cart.cancelRemove' })
    expect(actor.getSnapshot().matches({ request: 'idle' })).toBe(true)
    expect(api.calls).toEqual(['GET /api/cart'])
  })

  it('confirming removal of the last item closes the cart', async () => {
    const { actor, api } = await started([line('a', 1)])
    actor.send({ type: 'cart.open' })
    actor.send({ type: 'cart.decrement', product_uuid: 'a' })
    actor.send({ type: 'cart.confirmRemove' })
    expect(actor.getSnapshot().context.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('DELETE a')
    expect(actor.getSnapshot().context.cart?.cart_products).toEqual([])
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true)
  })

  it('removing one of several items keeps the cart open', async () => {
    const { actor } = await started([line('a', 1), line('b', 2)])
    actor.send({ type: 'cart.open' })
    actor.send({ type: 'cart.remove', product_uuid: 'b' })
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().context.cart?.cart_products.map((l) => l.product_uuid)).toEqual([
      'a',
    ])
    expect(actor.getSnapshot().matches({ modal: 'open' })).toBe(true)
  })

  it('clearing the cart closes it', async () => {
    const { actor, api } = await started([line('a', 1), line('b', 2)])
    actor.send({ type: 'cart.open' })
    actor.send({ type: 'cart.clear' })
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('DELETE /api/cart')
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true)
  })

  it('a warranty for a product not yet in the cart adds it with quantity 1', async () => {
    const { actor, api } = await started([])
    expect(warrantyQuantity(actor.getSnapshot().context.cart, 'n')).toBe(1)
    actor.send({ type: 'cart.setWarranty', product_uuid: 'n', warranty_uuid: 'w1' })
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('POST {"product_uuid":"n","quantity":1,"warranty_uuid":"w1"}')
    expect(lineOf(actor, 'n')?.warranty_uuid).toBe('w1')
  })

  it('a warranty on a line keeps its quantity; none sends an empty string', async () => {
    const { actor, api } = await started([{ ...line('a', 3), warranty_uuid: 'w1' }])
    expect(warrantyQuantity(actor.getSnapshot().context.cart, 'a')).toBe(3)
    actor.send({ type: 'cart.setWarranty', product_uuid: 'a', warranty_uuid: null })
    await vi.advanceTimersByTimeAsync(100)
    expect(api.calls.at(-1)).toBe('PUT {"product_uuid":"a","quantity":3,"warranty_uuid":""}')
    expect(lineOf(actor, 'a')?.warranty_uuid).toBeNull()
  })

  it('adds made during a request are sent in order afterwards, not lost', async () => {
    const { actor, api } = await started([line('a', 1)])
    actor.send({ type: 'cart.load' })
    actor.send({ type: 'cart.add', product_uuid: 'b' })
    actor.send({ type: 'cart.setWarranty', product_uuid: 'c', warranty_uuid: 'w1' })
    expect(actor.getSnapshot().context.queue).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(api.calls.slice(1)).toEqual([
      'GET /api/cart',
      'POST {"product_uuid":"b","quantity":1}',
      'POST {"product_uuid":"c","quantity":1,"warranty_uuid":"w1"}',
    ])
    expect(actor.getSnapshot().context.queue).toEqual([])
    expect(actor.getSnapshot().context.cart?.cart_products.map((l) => l.product_uuid)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(actor.getSnapshot().context.loading).toBe(false)
  })

  it('a line with quantity 0 is sold out', () => {
    expect(isSoldOut(line('a', 0))).toBe(true)
    expect(isSoldOut(line('a', 1))).toBe(false)
  })

  it('a failed request is only logged and keeps the cart', async () => {
    const { actor } = await started([line('a', 2)])
    const logError = vi.fn()
    const failing = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => actor.getSnapshot().context.cart as Cart),
          updateItem: fromPromise<readonly CartLine[], CartItemInput>(() =>
            Promise.reject(new Error('500')),
          ),
        },
        actions: { logError },
      }),
    ).start()
    failing.send({ type: 'cart.load' })
    await vi.advanceTimersByTimeAsync(0)
    failing.send({ type: 'cart.increment', product_uuid: 'a' })
    await vi.advanceTimersByTimeAsync(0)
    expect(logError).toHaveBeenCalledOnce()
    expect(logError.mock.calls[0]?.[1]).toEqual({ error: new Error('500') })
    expect(failing.getSnapshot().context.loading).toBe(false)
    expect(failing.getSnapshot().context.cart?.cart_products[0]?.quantity).toBe(2)
  })
})
