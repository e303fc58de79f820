import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { line } from './cart.fixtures.ts'
import { cartMachine } from './cart.machine.ts'
import { canIncrement, isSoldOut, warrantyQuantity } from './cart-rules.ts'
import { fakeApi, lineOf, started } from './cart-testing.ts'

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
})
