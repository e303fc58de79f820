/**
 * «Заказ по списку» (docs/product.md#order-from-a-list):
 * idle → parsing (the pasted text or file read by the server) → mappingColumns when a file's
 * header was not recognised (the buyer chooses the article, quantity and brand columns) → resolving (all
 * rows in one call) → review (the table; a brand or an analogue picked resolves the rows again)
 * → importing (one call) → done, or failed (retry or back to the review). A saved list or a
 * past order starts at resolving through `resolveSource`. A failed read or resolution returns
 * to idle with its failure; what the buyer typed is never in the machine, so never lost.
 */
import { assign, fromPromise, setup } from 'xstate'
import { type Failure, failureOf } from '../shared/failure.ts'
import { cartLines, rowsToResolve, rowsWithChoices } from './order-list-rows.ts'
import type {
  CartImportLine,
  ImportCart,
  ImportMapping,
  ImportParseResult,
  ImportResolution,
  ImportRowInput,
  ListSource,
  ResolveSource,
} from './order-list-types.ts'

export interface OrderListContext {
  parsed: ImportParseResult | null
  mapping: ImportMapping | null
  resolution: ImportResolution | null
  /** The part the buyer picked per line (a brand or an analogue). */
  choices: Readonly<Record<number, string>>
  failure: Failure | null
  /** `noRows`: the chosen article column is empty in every row. */
  problem: 'noRows' | null
}

export type OrderListEvent =
  | { type: 'list.read'; source: ListSource }
  | { type: 'list.open'; source: ResolveSource }
  | { type: 'list.mapColumns'; mapping: ImportMapping }
  | { type: 'list.confirmColumns' }
  | { type: 'list.pick'; line: number; product_uuid: string }
  | { type: 'list.import' }
  | { type: 'list.retry' }
  | { type: 'list.back' }

const rejectWith = (name: string) => () =>
  Promise.reject(new Error(`order-list: provide the ${name} actor`))

const emptyContext: OrderListContext = {
  parsed: null,
  mapping: null,
  resolution: null,
  choices: {},
  failure: null,
  problem: null,
}

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
  },
  actors: {
    parseList: fromPromise<ImportParseResult, ListSource>(rejectWith('parseList')),
    resolveRows: fromPromise<ImportResolution, { rows: ImportRowInput[] }>(
      rejectWith('resolveRows'),
    ),
    resolveSource: fromPromise<ImportResolution, ResolveSource>(rejectWith('resolveSource')),
    importLines: fromPromise<ImportCart, { lines: CartImportLine[] }>(rejectWith('importLines')),
  },
  guards: {
    // Pasted text has its columns by format (article, quantity, brand): nothing to choose.
    columnsKnown: ({ event }) => {
      const { output } = event as unknown as { output: ImportParseResult }
      return output.header_detected || output.source === 'text'
    },
    hasRows: ({ context }) =>
      context.parsed !== null &&
      context.mapping !== null &&
      rowsToResolve(context.parsed, context.mapping).length > 0,
  },
  actions: {
    /** The shop reloads and opens the cart (the cart actor's `cart.load` and `cart.open`). */
    cartImported: (_, _params: { cart: ImportCart }) => {},
    logError: (_, _params: { error: unknown }) => {},
    keepFailure: assign({
      failure: (_, params: { error: unknown }) => failureOf(params.error),
    }),
  },
}).createMachine({
  id: 'orderList',
  context: emptyContext,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'list.read': { target: 'parsing', actions: assign({ ...emptyContext }) },
        'list.open': { target: 'resolving.source', actions: assign({ ...emptyContext }) },
      },
    },
    parsing: {
      invoke: {
        id: 'parseList',
        src: 'parseList',
        input: ({ event }) => (event as Extract<OrderListEvent, { type: 'list.read' }>).source,
        onDone: [
          {
            guard: 'columnsKnown',
            target: 'checkingRows',
            actions: assign({
              parsed: ({ event }) => event.output,
              mapping: ({ event }) => event.output.mapping,
            }),
          },
          {
            target: 'mappingColumns',
            actions: assign({
              parsed: ({ event }) => event.output,
              mapping: ({ event }) => event.output.mapping,
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    mappingColumns: {
      on: {
        'list.mapColumns': {
          actions: assign({ mapping: ({ event }) => event.mapping, problem: null }),
        },
        'list.confirmColumns': 'checkingRows',
        'list.read': { target: 'parsing', actions: assign({ ...emptyContext }) },
        'list.back': { target: 'idle', actions: assign({ ...emptyContext }) },
      },
    },
    checkingRows: {
      always: [
        { guard: 'hasRows', target: 'resolving.rows' },
        { target: 'mappingColumns', actions: assign({ problem: 'noRows' }) },
      ],
    },
    resolving: {
      initial: 'rows',
      states: {
        rows: {
          invoke: {
            id: 'resolveRows',
            src: 'resolveRows',
            input: ({ context }) => ({
              rows:
                context.resolution !== null
                  ? rowsWithChoices(context.resolution, context.choices)
                  : rowsToResolve(
                      context.parsed as ImportParseResult,
                      context.mapping as ImportMapping,
                    ),
            }),
            onDone: {
              target: '#orderList.review',
              actions: assign({ resolution: ({ event }) => event.output, failure: null }),
            },
            onError: '#orderList.resolveFailed',
          },
        },
        source: {
          invoke: {
            id: 'resolveSource',
            src: 'resolveSource',
            input: ({ event }) => (event as Extract<OrderListEvent, { type: 'list.open' }>).source,
            onDone: {
              target: '#orderList.review',
              actions: assign({ resolution: ({ event }) => event.output, failure: null }),
            },
            onError: '#orderList.resolveFailed',
          },
        },
      },
    },
    resolveFailed: {
      // The review stays when a pick could not be resolved; a first resolution returns to idle.
      always: [
        { guard: ({ context }) => context.resolution !== null, target: 'review' },
        { target: 'idle' },
      ],
      entry: [
        {
          type: 'keepFailure',
          params: ({ event }) => ({ error: (event as { error?: unknown }).error }),
        },
      ],
    },
    review: {
      on: {
        'list.pick': {
          target: 'resolving.rows',
          actions: assign({
            choices: ({ context, event }) => ({
              ...context.choices,
              [event.line]: event.product_uuid,
            }),
          }),
        },
        'list.import': { target: 'importing', actions: assign({ failure: null }) },
        'list.read': { target: 'parsing', actions: assign({ ...emptyContext }) },
        'list.back': { target: 'idle', actions: assign({ ...emptyContext }) },
      },
    },
    importing: {
      invoke: {
        id: 'importLines',
        src: 'importLines',
        input: ({ context }) => ({ lines: importable(context) }),
        onDone: {
          target: 'done',
          actions: [{ type: 'cartImported', params: ({ event }) => ({ cart: event.output }) }],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: {
        'list.retry': { target: 'importing', actions: assign({ failure: null }) },
        'list.back': { target: 'review' },
      },
    },
    done: {
      on: {
        'list.back': { target: 'review' },
        'list.read': { target: 'parsing', actions: assign({ ...emptyContext }) },
      },
    },
  },
})

/** The lines «Добавить в корзину» sends now. */
export function importable(context: Pick<OrderListContext, 'resolution'>): CartImportLine[] {
  return context.resolution ? cartLines(context.resolution) : []
}
