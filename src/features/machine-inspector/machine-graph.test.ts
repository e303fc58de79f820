import { cartMachine } from '@gruzovik/machines'
import { describe, expect, it } from 'vitest'
import { activeStateIds, machineGraph } from './machine-graph.ts'

describe('the chart of a machine', () => {
  it('draws the cart machine as its two regions with their transitions', () => {
    const graph = machineGraph(cartMachine)
    expect(graph?.type).toBe('parallel')
    expect(graph?.children.map((region) => region.key)).toEqual(['request', 'modal'])
    const modal = graph?.children.find((region) => region.key === 'modal')
    const closed = modal?.children.find((state) => state.key === 'closed')
    expect(closed?.transitions).toContainEqual({
      event: 'cart.open',
      targets: [`${graph?.id}.modal.open`],
    })
  })

  it('names the guard of a guarded transition', () => {
    const graph = machineGraph(cartMachine)
    const guarded = JSON.stringify(graph).match(/"guard":"([^"]+)"/g) ?? []
    expect(guarded.length).toBeGreaterThan(0)
  })

  it('has no chart for logic that is not a state machine', () => {
    expect(machineGraph(undefined)).toBeNull()
  })

  it('marks the states a value is in, with their parents', () => {
    const ids = activeStateIds('cart', { request: { busy: 'loading' }, modal: 'closed' })
    expect([...ids].sort()).toEqual(
      [
        'cart',
        'cart.modal',
        'cart.modal.closed',
        'cart.request',
        'cart.request.busy',
        'cart.request.busy.loading',
      ].sort(),
    )
  })
})
