import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../shared/failure.ts'
import { orderListMachine } from './order-list.machine.ts'
import type {
  CartImportLine,
  ImportCart,
  ImportParseResult,
  ImportResolution,
  ImportRowInput,
  ImportRowResolution,
  ListSource,
  ResolveSource,
} from './order-list-types.ts'

const part = (uuid: string, price = 100000) =>
  ({
    uuid,
    name: `Деталь ${uuid}`,
    price: { price },
  }) as unknown as ImportRowResolution['candidates'][number]['part']

const parsed = (
  header: boolean,
  source: ImportParseResult['source'] = 'csv',
): ImportParseResult => ({
  source,
  columns: [
    { index: 0, title: 'Столбец A' },
    { index: 1, title: 'Столбец B' },
  ],
  header_detected: header,
  mapping: { article: 0, quantity: 1, brand: null },
  // Without a header the quantity came first and the server's guess took it for the article.
  rows: header
    ? [
        {
          line: 1,
          cells: ['81.50601-6070', '2'],
          article: '81.50601-6070',
          quantity_text: '2',
          brand: null,
        },
        { line: 2, cells: ['А003', '1'], article: 'А003', quantity_text: '1', brand: null },
      ]
    : [
        {
          line: 1,
          cells: ['2', '81.50601-6070'],
          article: '2',
          quantity_text: '81.50601-6070',
          brand: null,
        },
        { line: 2, cells: ['1', 'А003'], article: '1', quantity_text: 'А003', brand: null },
      ],
  notices: [],
})

const row = (
  line: number,
  article: string,
  extra: Partial<ImportRowResolution>,
): ImportRowResolution => ({
  line,
  article,
  brand: null,
  quantity_text: '2',
  status: 'found',
  part: null,
  candidates: [],
  analogues: [],
  requested: 2,
  quantity: 2,
  clamp: null,
  message: null,
  ...extra,
})

const summary = {
  rows: 2,
  found: 1,
  choose_brand: 1,
  short: 0,
  sold_out: 0,
  not_found: 0,
  bad_quantity: 0,
  lines: 1,
  pieces: 2,
  total: 200000,
}

/** The server's answer: a row picked by product_uuid becomes found with that part. */
function resolveLike(rows: readonly ImportRowInput[]): ImportResolution {
  return {
    rows: rows.map((input) =>
      input.product_uuid
        ? row(input.line ?? 0, input.article, {
            part: { brand: 'MAN', part: part(input.product_uuid) },
          })
        : input.article === 'А003'
          ? row(input.line ?? 0, input.article, {
              status: 'choose_brand',
              quantity: 0,
              candidates: [
                { brand: 'MAN', part: part('p-man') },
                { brand: 'DAF', part: part('p-daf') },
              ],
            })
          : row(input.line ?? 0, input.article, { part: { brand: 'MAN', part: part('p-1') } }),
    ),
    summary,
  }
}

const rejected: Failure = {
  kind: 'rejected',
  status: 422,
  message: 'Файл защищён паролем',
  nextStep: '',
  fieldErrors: {},
}

function start(options: { parseFails?: boolean; importFails?: boolean; header?: boolean } = {}) {
  const calls: string[] = []
  const resolvedRows: ImportRowInput[][] = []
  const imported: CartImportLine[][] = []
  const cartImported = vi.fn()
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value()), 50))
  const actor = createActor(
    orderListMachine.provide({
      actors: {
        parseList: fromPromise<ImportParseResult, ListSource>(({ input }) => {
          calls.push(`parse ${input.kind}`)
          return options.parseFails
            ? Promise.reject(rejected)
            : later(() => parsed(options.header ?? true))
        }),
        resolveRows: fromPromise<ImportResolution, { rows: ImportRowInput[] }>(({ input }) => {
          calls.push('resolve')
          resolvedRows.push(input.rows)
          return later(() => resolveLike(input.rows))
        }),
        resolveSource: fromPromise<ImportResolution, ResolveSource>(({ input }) => {
          calls.push(`resolve ${input.kind}`)
          return later(() => resolveLike([{ line: 1, article: '740.1012040-10', quantity: '2' }]))
        }),
        importLines: fromPromise<ImportCart, { lines: CartImportLine[] }>(({ input }) => {
          calls.push('import')
          imported.push(input.lines)
          return options.importFails
            ? Promise.reject(rejected)
            : later(() => ({ uuid: 'c1', cart_products: [] }))
        }),
      },
      actions: { cartImported },
    }),
  ).start()
  const state = () => actor.getSnapshot().value
  return { actor, calls, resolvedRows, imported, cartImported, state }
}

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
