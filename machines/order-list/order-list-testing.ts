/** The order-list machine's tests' fixtures: the server's answers, faked, and a started actor. */
import { vi } from 'vitest'
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

export const part = (uuid: string, price = 100000) =>
  ({
    uuid,
    name: `Деталь ${uuid}`,
    price: { price },
  }) as unknown as ImportRowResolution['candidates'][number]['part']

export const parsed = (
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

export const row = (
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

export const summary = {
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
export function resolveLike(rows: readonly ImportRowInput[]): ImportResolution {
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

export const rejected: Failure = {
  kind: 'rejected',
  status: 422,
  message: 'Файл защищён паролем',
  nextStep: '',
  fieldErrors: {},
}

export function start(
  options: { parseFails?: boolean; importFails?: boolean; header?: boolean } = {},
) {
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
