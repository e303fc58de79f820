import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { orderListMachine } from './order-list.machine.ts'
import { parsed, rejected, resolveLike, start } from './order-list-testing.ts'
import type {
  ImportParseResult,
  ImportResolution,
  ImportRowInput,
  ListSource,
} from './order-list-types.ts'

describe('order from a list', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads pasted text with a header, resolves every row in one call and shows the review', async () => {
    const { actor, calls, resolvedRows, state } = start()
    actor.send({ type: 'list.read', source: { kind: 'text', text: 'Артикул\tКол-во\n...' } })
    expect(state()).toBe('parsing')
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toEqual({ resolving: 'rows' })
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('review')
    expect(calls).toEqual(['parse text', 'resolve'])
    expect(resolvedRows[0]).toHaveLength(2)
  })

  it('without a header the buyer chooses the columns before anything is resolved', async () => {
    const { actor, calls, resolvedRows, state } = start({ header: false })
    actor.send({ type: 'list.read', source: { kind: 'text', text: '2 81.50601-6070' } })
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('mappingColumns')
    actor.send({ type: 'list.mapColumns', mapping: { article: 1, quantity: 0, brand: null } })
    actor.send({ type: 'list.confirmColumns' })
    await vi.advanceTimersByTimeAsync(50)
    expect(calls).toEqual(['parse text', 'resolve'])
    expect(resolvedRows[0]?.[0]).toMatchObject({ article: '81.50601-6070', quantity: '2' })
  })

  it('pasted text is resolved at once: its columns are known by the format', async () => {
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          parseList: fromPromise<ImportParseResult, ListSource>(async () => parsed(false, 'text')),
          resolveRows: fromPromise<ImportResolution, { rows: ImportRowInput[] }>(
            async ({ input }) => resolveLike(input.rows),
          ),
        },
      }),
    ).start()
    actor.send({ type: 'list.read', source: { kind: 'text', text: '2 81' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('review')
  })

  it('an empty article column is said and nothing is resolved', async () => {
    const { actor, calls, state } = start({ header: false })
    actor.send({ type: 'list.read', source: { kind: 'text', text: '2 81' } })
    await vi.advanceTimersByTimeAsync(50)
    actor.send({ type: 'list.mapColumns', mapping: { article: 5, quantity: 0, brand: null } })
    actor.send({ type: 'list.confirmColumns' })
    expect(state()).toBe('mappingColumns')
    expect(actor.getSnapshot().context.problem).toBe('noRows')
    expect(calls).toEqual(['parse text'])
  })

  it('a file the server cannot read returns to idle with its failure', async () => {
    const { actor, state } = start({ parseFails: true })
    actor.send({
      type: 'list.read',
      source: { kind: 'file', file: new Blob(['x']), name: 'a.xlsx' },
    })
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('idle')
    expect(actor.getSnapshot().context.failure?.message).toBe('Файл защищён паролем')
  })

  it('picking a brand resolves the rows again with the picked part and keeps the others', async () => {
    const { actor, resolvedRows, state } = start()
    actor.send({ type: 'list.read', source: { kind: 'text', text: 'x' } })
    await vi.advanceTimersByTimeAsync(100)
    actor.send({ type: 'list.pick', line: 2, product_uuid: 'p-daf' })
    expect(state()).toEqual({ resolving: 'rows' })
    await vi.advanceTimersByTimeAsync(50)
    expect(resolvedRows[1]?.map((r) => r.product_uuid)).toEqual(['p-1', 'p-daf'])
    const rows = actor.getSnapshot().context.resolution?.rows ?? []
    expect(rows.map((r) => r.status)).toEqual(['found', 'found'])
  })

  it('adds the found rows to the cart in one call, then tells the cart', async () => {
    const { actor, imported, cartImported, state } = start()
    actor.send({ type: 'list.read', source: { kind: 'text', text: 'x' } })
    await vi.advanceTimersByTimeAsync(100)
    actor.send({ type: 'list.import' })
    expect(state()).toBe('importing')
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('done')
    expect(imported).toEqual([[{ product_uuid: 'p-1', quantity: 2 }]])
    expect(cartImported).toHaveBeenCalledOnce()
  })

  it('a refused import keeps the review to retry or go back; the cart is not told', async () => {
    const { actor, calls, cartImported, state } = start({ importFails: true })
    actor.send({ type: 'list.read', source: { kind: 'text', text: 'x' } })
    await vi.advanceTimersByTimeAsync(100)
    actor.send({ type: 'list.import' })
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('failed')
    expect(actor.getSnapshot().context.failure?.status).toBe(422)
    actor.send({ type: 'list.retry' })
    await vi.advanceTimersByTimeAsync(50)
    expect(calls.filter((c) => c === 'import')).toHaveLength(2)
    actor.send({ type: 'list.back' })
    expect(state()).toBe('review')
    expect(cartImported).not.toHaveBeenCalled()
  })

  it('a saved list or a past order is resolved by the server and reviewed the same way', async () => {
    const { actor, calls, state } = start()
    actor.send({ type: 'list.open', source: { kind: 'order', number: '1001' } })
    expect(state()).toEqual({ resolving: 'source' })
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('review')
    expect(calls).toEqual(['resolve order'])
  })

  it('every state is reachable', () => {
    const resolution = resolveLike([{ line: 1, article: 'x', quantity: '1' }])
    const paths = getShortestPaths(orderListMachine, {
      events: [
        { type: 'list.read', source: { kind: 'text', text: 'x' } },
        { type: 'list.open', source: { kind: 'list', uuid: 'l1' } },
        { type: 'list.confirmColumns' },
        { type: 'list.import' },
        { type: 'list.retry' },
        { type: 'list.back' },
        { type: 'xstate.done.actor.parseList', output: parsed(false) },
        { type: 'xstate.error.actor.parseList', error: rejected },
        { type: 'xstate.done.actor.resolveRows', output: resolution },
        { type: 'xstate.done.actor.resolveSource', output: resolution },
        { type: 'xstate.done.actor.importLines', output: { uuid: 'c', cart_products: [] } },
        { type: 'xstate.error.actor.importLines', error: rejected },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of [
      'idle',
      'parsing',
      'mappingColumns',
      { resolving: 'rows' },
      { resolving: 'source' },
      'review',
      'importing',
      'done',
      'failed',
    ]) {
      expect(reached).toContain(JSON.stringify(value))
    }
  })
})
