import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { line } from './cart.fixtures.ts'
import { cartMachine } from './cart.machine.ts'
import type { CartLine } from './cart-types.ts'

describe('cart machine (model-based)', () => {
  const loaded = (lines: CartLine[]) => ({
    type: 'xstate.done.actor.loadCart',
    output: { uuid: 'c1', cart_products: lines },
  })

  it('reaches every state and ends each path where its last event leads', () => {
    const paths = getShortestPaths(cartMachine, {
      events: [
        { type: 'cart.load' },
        { type: 'cart.open' },
        { type: 'cart.close' },
        { type: 'cart.add', product_uuid: 'a' },
        { type: 'cart.increment', product_uuid: 'a' },
        { type: 'cart.decrement', product_uuid: 'a' },
        { type: 'cart.confirmRemove' },
        { type: 'cart.cancelRemove' },
        { type: 'cart.remove', product_uuid: 'a' },
        { type: 'cart.setWarranty', product_uuid: 'a', warranty_uuid: 'w1' },
        { type: 'cart.clear' },
        loaded([line('a', 1)]),
        { type: 'xstate.error.actor.loadCart', error: new Error('x') },
        { type: 'xstate.done.actor.addItem', output: [line('a', 1)] },
        { type: 'xstate.done.actor.updateItem', output: [line('a', 2)] },
        { type: 'xstate.done.actor.removeItem', output: [] },
        { type: 'xstate.done.actor.clearCart', output: [] },
      ] as never[],
      serializeState: (s) => JSON.stringify([s.value, s.context.cart?.cart_products.length ?? -1]),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const request of ['idle', 'confirmingRemoval']) {
      for (const modal of ['open', 'closed']) {
        expect(reached).toContain(JSON.stringify({ request, modal }))
      }
    }
    for (const busy of ['loading', 'adding', 'updating', 'removing', 'clearing']) {
      expect(reached).toContain(JSON.stringify({ request: { busy }, modal: 'closed' }))
    }
    for (const path of paths) {
      const last = path.steps.at(-1)?.event.type ?? ''
      if (path.state.matches({ request: 'confirmingRemoval' })) expect(last).toBe('cart.decrement')
      if (path.state.hasTag('loading')) expect(path.state.context.loading).toBe(true)
      else expect(path.state.context.loading).toBe(false)
    }
  })
})
