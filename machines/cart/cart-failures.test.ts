import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { line } from './cart.fixtures.ts'
import { cartMachine } from './cart.machine.ts'
import type { CartItemInput } from './cart-events.ts'
import { lost, refused, started, unavailable } from './cart-testing.ts'
import type { Cart, CartLine } from './cart-types.ts'

describe('cart machine after a failure', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a failed request is logged, keeps the cart and says why', async () => {
    const { actor } = await started([line('a', 2)])
    const logError = vi.fn()
    const failing = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => actor.getSnapshot().context.cart as Cart),
          updateItem: fromPromise<readonly CartLine[], CartItemInput>(() =>
            Promise.reject(unavailable),
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
    expect(logError.mock.calls[0]?.[1]).toEqual({ error: unavailable })
    const { context } = failing.getSnapshot()
    expect(context.loading).toBe(false)
    expect(context.cart?.cart_products[0]?.quantity).toBe(2)
    expect(context.failure).toEqual(unavailable)
    expect(context.changes).toEqual([])
  })

  it('a refused plus re-reads the server’s cart and says which line it lowered', async () => {
    const { actor, api } = await started([line('a', 4), line('b', 1)])
    // Meanwhile the stock of a fell to 2: the server refuses and keeps what is left.
    api.actors.updateItem = fromPromise<readonly CartLine[], CartItemInput>(() =>
      Promise.reject(refused),
    )
    const server = [line('a', 2, { total_stock: 2 }), line('b', 1)]
    const refusing = createActor(
      cartMachine.provide({
        actors: {
          ...api.actors,
          loadCart: fromPromise(async () => ({ uuid: 'c1', cart_products: server })),
        },
      }),
      { snapshot: actor.getPersistedSnapshot() },
    ).start()
    refusing.send({ type: 'cart.increment', product_uuid: 'a' })
    await vi.advanceTimersByTimeAsync(0)
    const { context } = refusing.getSnapshot()
    expect(context.cart?.cart_products.map((l) => l.quantity)).toEqual([2, 1])
    expect(context.failure).toEqual(refused)
    expect(context.changes).toEqual([
      { kind: 'reduced', product_uuid: 'a', title: 'a', from: 4, to: 2 },
    ])
    // The next request clears the message.
    refusing.send({ type: 'cart.decrement', product_uuid: 'b' })
    expect(refusing.getSnapshot().context.failure).toBeNull()
  })

  it('a refused order (cart.refused) shows the server’s cart and what changed; closing forgets it', async () => {
    const { actor, api } = await started([line('a', 3)])
    actor.send({ type: 'cart.open' })
    api.actors.loadCart = fromPromise(async () => ({
      uuid: 'c1',
      cart_products: [line('a', 0, { total_stock: 0 })],
    }))
    const live = createActor(cartMachine.provide({ actors: api.actors }), {
      snapshot: actor.getPersistedSnapshot(),
    }).start()
    live.send({ type: 'cart.refused', failure: refused })
    expect(live.getSnapshot().context.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(live.getSnapshot().context.changes).toEqual([
      { kind: 'soldOut', product_uuid: 'a', title: 'a' },
    ])
    expect(live.getSnapshot().context.cart?.cart_products[0]?.quantity).toBe(0)
    live.send({ type: 'cart.close' })
    expect(live.getSnapshot().context).toMatchObject({ failure: null, changes: [] })
  })

  it('a re-read that fails too keeps the cart shown and the first failure', async () => {
    const { actor, api } = await started([line('a', 3)])
    api.actors.loadCart = fromPromise(() => Promise.reject(unavailable))
    api.actors.addItem = fromPromise<readonly CartLine[], CartItemInput>(() => Promise.reject(lost))
    const live = createActor(cartMachine.provide({ actors: api.actors }), {
      snapshot: actor.getPersistedSnapshot(),
    }).start()
    live.send({ type: 'cart.add', product_uuid: 'b' })
    await vi.advanceTimersByTimeAsync(0)
    expect(live.getSnapshot().context).toMatchObject({ failure: lost, changes: [], loading: false })
    expect(live.getSnapshot().context.cart?.cart_products).toHaveLength(1)
    // The buttons work again: a retry is sent.
    expect(live.getSnapshot().matches({ request: 'idle' })).toBe(true)
  })
})
