import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../shared/failure.ts'
import {
  type OrderList,
  type OrderListInput,
  savedListEditMachine,
} from './saved-list-edit.machine.ts'

const list: OrderList = {
  uuid: 'l1',
  name: 'ТО КАМАЗ',
  rows: [
    { article: '740.1012040-10', brand: 'КАМАЗ', quantity: 2, product_uuid: 'p1' },
    { article: 'А003', brand: null, quantity: 1, product_uuid: null },
  ],
  author: 'Петров',
  created_at: 1,
  updated_at: 1,
  allows: { edit: true, delete: true },
}

const refused: Failure = {
  kind: 'rejected',
  status: 403,
  message: 'Недостаточно прав',
  nextStep: '',
  fieldErrors: {},
}

function start(options: { loadFails?: boolean; saveFails?: boolean } = {}) {
  const saved: OrderListInput[] = []
  const listSaved = vi.fn()
  const later = <T>(value: () => T, fail: boolean) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => (fail ? reject(refused) : resolve(value())), 50),
    )
  const actor = createActor(
    savedListEditMachine.provide({
      actors: {
        loadList: fromPromise<OrderList, { uuid: string }>(() =>
          later(() => list, options.loadFails ?? false),
        ),
        saveList: fromPromise<OrderList, { uuid: string; list: OrderListInput }>(({ input }) => {
          saved.push(input.list)
          return later(
            () => ({ ...list, ...input.list, updated_at: 2 }),
            options.saveFails ?? false,
          )
        }),
      },
      actions: { listSaved },
    }),
  ).start()
  const state = () => actor.getSnapshot().value
  const context = () => actor.getSnapshot().context
  return { actor, saved, listSaved, state, context }
}

describe('editing a saved list', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads the list, then saves the new name, a changed quantity and a removed row in one call', async () => {
    const { actor, saved, listSaved, state, context } = start()
    actor.send({ type: 'edit.open', uuid: 'l1' })
    expect(state()).toBe('loading')
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('editing')
    expect(context().rows.map((r) => r.quantity)).toEqual(['2', '1'])
    actor.send({ type: 'edit.rename', name: '  ТО КАМАЗ 65115 ' })
    actor.send({ type: 'edit.quantity', index: 0, quantity: '4' })
    actor.send({ type: 'edit.removeRow', index: 1 })
    actor.send({ type: 'edit.save' })
    expect(state()).toBe('saving')
    await vi.advanceTimersByTimeAsync(50)
    expect(state()).toBe('saved')
    expect(saved).toEqual([
      {
        name: 'ТО КАМАЗ 65115',
        rows: [{ article: '740.1012040-10', brand: 'КАМАЗ', quantity: 4, product_uuid: 'p1' }],
      },
    ])
    expect(listSaved).toHaveBeenCalledOnce()
    expect(context().saved?.name).toBe('ТО КАМАЗ 65115')
  })

  it('an empty name or a quantity that is not 1–9 999 whole pieces is said and nothing is sent', async () => {
    const { actor, saved, state, context } = start()
    actor.send({ type: 'edit.open', uuid: 'l1' })
    await vi.advanceTimersByTimeAsync(50)
    actor.send({ type: 'edit.rename', name: '   ' })
    actor.send({ type: 'edit.quantity', index: 0, quantity: '1,5' })
    actor.send({ type: 'edit.quantity', index: 1, quantity: '10000' })
    actor.send({ type: 'edit.save' })
    expect(state()).toBe('editing')
    expect(context().problems).toEqual({ name: 'empty', quantities: [0, 1], lastRow: false })
    for (const quantity of ['0', '-3', 'abc', '']) {
      actor.send({ type: 'edit.rename', name: 'Список' })
      actor.send({ type: 'edit.quantity', index: 1, quantity: '2' })
      actor.send({ type: 'edit.quantity', index: 0, quantity })
      actor.send({ type: 'edit.save' })
      expect(context().problems?.quantities, quantity).toEqual([0])
    }
    expect(saved).toEqual([])
  })

  it('keeps the last row: a list has at least one', async () => {
    const { actor, state, context } = start()
    actor.send({ type: 'edit.open', uuid: 'l1' })
    await vi.advanceTimersByTimeAsync(50)
    actor.send({ type: 'edit.removeRow', index: 0 })
    actor.send({ type: 'edit.removeRow', index: 0 })
    expect(state()).toBe('editing')
    expect(context().rows.map((r) => r.article)).toEqual(['А003'])
    expect(context().problems?.lastRow).toBe(true)
  })

  it('a refused save keeps the draft with the failure; a failed load can be retried', async () => {
    const refusedSave = start({ saveFails: true })
    refusedSave.actor.send({ type: 'edit.open', uuid: 'l1' })
    await vi.advanceTimersByTimeAsync(50)
    refusedSave.actor.send({ type: 'edit.quantity', index: 0, quantity: '7' })
    refusedSave.actor.send({ type: 'edit.save' })
    await vi.advanceTimersByTimeAsync(50)
    expect(refusedSave.state()).toBe('editing')
    expect(refusedSave.context().failure?.status).toBe(403)
    expect(refusedSave.context().rows[0]?.quantity).toBe('7')
    expect(refusedSave.listSaved).not.toHaveBeenCalled()

    const failedLoad = start({ loadFails: true })
    failedLoad.actor.send({ type: 'edit.open', uuid: 'l1' })
    await vi.advanceTimersByTimeAsync(50)
    expect(failedLoad.state()).toBe('loadFailed')
    failedLoad.actor.send({ type: 'edit.retry' })
    expect(failedLoad.state()).toBe('loading')
    failedLoad.actor.send({ type: 'edit.close' })
    expect(failedLoad.state()).toBe('idle')
  })

  it('every state is reachable', () => {
    const paths = getShortestPaths(savedListEditMachine, {
      events: [
        { type: 'edit.open', uuid: 'l1' },
        { type: 'edit.save' },
        { type: 'edit.retry' },
        { type: 'edit.close' },
        { type: 'xstate.done.actor.loadList', output: list },
        { type: 'xstate.error.actor.loadList', error: refused },
        { type: 'xstate.done.actor.saveList', output: list },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of ['idle', 'loading', 'loadFailed', 'editing', 'saving', 'saved']) {
      expect(reached).toContain(JSON.stringify(value))
    }
  })
})
