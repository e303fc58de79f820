import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { line } from './cart.fixtures.ts'
import { cartMachine } from './cart.machine.ts'
import type { CartLine } from './cart-types.ts'

describe('cart machine (model-based)', () => {
  const refused = {
    kind: 'refused',
    status: 409,
    message: 'Товара не хватает',
    nextStep: '',
    fieldErrors: {},
  } as const
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
        { type: 'cart.refused', failure: refused },
        loaded([line('a', 1)]),
        { type: 'xstate.error.actor.loadCart', error: new Error('x') },
        { type: 'xstate.done.actor.addItem', output: [line('a', 1)] },
        { type: 'xstate.done.actor.updateItem', output: [line('a', 2)] },
        { type: 'xstate.done.actor.removeItem', output: [] },
        { type: 'xstate.done.actor.clearCart', output: [] },
        { type: 'xstate.error.actor.updateItem', error: refused },
        { type: 'xstate.done.actor.recheckCart', output: { uuid: 'c1', cart_products: [] } },
      ] as never[],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.cart?.cart_products.length ?? -1,
          s.context.failure?.kind ?? null,
        ]),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const request of ['idle', 'confirmingRemoval']) {
      for (const modal of ['open', 'closed']) {
        expect(reached).toContain(JSON.stringify({ request, modal }))
      }
    }
    for (const busy of ['loading', 'adding', 'updating', 'removing', 'clearing', 'rechecking']) {
      expect(reached).toContain(JSON.stringify({ request: { busy }, modal: 'closed' }))
    }
    // A failed change re-reads the cart with its failure kept.
    expect(
      paths.some(
        (p) => p.state.context.failure && p.state.matches({ request: { busy: 'rechecking' } }),
      ),
    ).toBe(true)
    for (const path of paths) {
      const last = path.steps.at(-1)?.event.type ?? ''
      if (path.state.matches({ request: 'confirmingRemoval' })) expect(last).toBe('cart.decrement')
      // A failure is said only after a failed call or a refused order.
      if (path.state.context.failure) {
        const events = path.steps.map((s) => s.event.type)
        expect(
          events.some((e) => e === 'cart.refused' || e.startsWith('xstate.error.actor.')),
          JSON.stringify(events),
        ).toBe(true)
      }
      if (path.state.hasTag('loading')) expect(path.state.context.loading).toBe(true)
      else expect(path.state.context.loading).toBe(false)
    }
  })
})
