/**
 * Editing a saved list in /account/lists (docs/product.md#order-from-a-list), for `list.edit`:
 * idle → loading (the list with its rows) → editing (rename, a row's quantity as typed, remove a
 * row) → saving (one PUT with the name and every row) → saved, from which a new edit starts.
 * `edit.save` with an empty name, a quantity that is not 1–9 999 whole pieces or no row left stays
 * in editing with its `problems` and calls nothing. A failed load is loadFailed (retry or close);
 * a refused save returns to editing with its failure, the draft kept. `edit.close` from anywhere
 * returns to idle.
 */

import type { components } from '@gruzovik/openapi'
import { MAX_LINE_QUANTITY } from '@gruzovik/rules'
import { assign, fromPromise, setup } from 'xstate'
import { type Failure, failureOf } from '../shared/failure.ts'

export type OrderList = components['schemas']['OrderList']
export type OrderListInput = components['schemas']['OrderListInput']

/** A row as the buyer edits it: the quantity is the text typed, checked only on save. */
export interface DraftRow {
  /** The row's place in the list as loaded: a key that stays when rows above it are removed. */
  id: number
  article: string
  brand: string | null
  product_uuid: string | null
  quantity: string
}

/** What keeps the draft from being saved; the shop says each in Russian. */
export interface DraftProblems {
  name: 'empty' | null
  /** Indexes of the rows whose quantity is not 1–9 999 whole pieces. */
  quantities: readonly number[]
  /** The last row may not be removed: a list keeps at least one (delete the list instead). */
  lastRow: boolean
}

export interface SavedListEditContext {
  uuid: string | null
  name: string
  rows: readonly DraftRow[]
  problems: DraftProblems | null
  failure: Failure | null
  /** The list as the server last answered it (loaded or saved). */
  saved: OrderList | null
}

export type SavedListEditEvent =
  | { type: 'edit.open'; uuid: string }
  | { type: 'edit.rename'; name: string }
  | { type: 'edit.quantity'; index: number; quantity: string }
  | { type: 'edit.removeRow'; index: number }
  | { type: 'edit.save' }
  | { type: 'edit.retry' }
  | { type: 'edit.close' }

const wholePieces = /^\s*\d{1,4}\s*$/

/** The quantity typed in a row, when it is one the list may hold. */
export function draftQuantity(text: string): number | null {
  if (!wholePieces.test(text)) return null
  const quantity = Number(text.trim())
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null
}

/** Why the draft cannot be saved, or null when it can. */
export function draftProblems(name: string, rows: readonly DraftRow[]): DraftProblems | null {
  const quantities = rows.flatMap((row, index) => (draftQuantity(row.quantity) ? [] : [index]))
  const empty = name.trim() === ''
  return empty || quantities.length > 0
    ? { name: empty ? 'empty' : null, quantities, lastRow: false }
    : null
}

/** The body of the PUT: the name trimmed and every row with its quantity as a number. */
export function listInput(name: string, rows: readonly DraftRow[]): OrderListInput {
  return {
    name: name.trim(),
    rows: rows.map((row) => ({
      article: row.article,
      brand: row.brand,
      product_uuid: row.product_uuid,
      quantity: draftQuantity(row.quantity) ?? 1,
    })),
  }
}

const draftOf = (list: OrderList) => ({
  name: list.name,
  rows: list.rows.map((row, id) => ({ ...row, id, quantity: String(row.quantity) })),
  saved: list,
})

const rejectWith = (name: string) => () =>
  Promise.reject(new Error(`saved-list-edit: provide the ${name} actor`))

const emptyContext: SavedListEditContext = {
  uuid: null,
  name: '',
  rows: [],
  problems: null,
  failure: null,
  saved: null,
}

/** The draft's changes, the same in editing and after a save (which they edit again). */
const changes = {
  'edit.rename': { target: '#savedListEdit.editing', actions: 'rename' },
  'edit.quantity': { target: '#savedListEdit.editing', actions: 'setQuantity' },
  'edit.removeRow': [
    { guard: 'notLastRow', target: '#savedListEdit.editing', actions: 'removeRow' },
    { target: '#savedListEdit.editing', actions: 'lastRowKept' },
  ],
} as const

export const savedListEditMachine = setup({
  types: {
    context: {} as SavedListEditContext,
    events: {} as SavedListEditEvent,
  },
  actors: {
    loadList: fromPromise<OrderList, { uuid: string }>(rejectWith('loadList')),
    saveList: fromPromise<OrderList, { uuid: string; list: OrderListInput }>(
      rejectWith('saveList'),
    ),
  },
  guards: {
    draftValid: ({ context }) => draftProblems(context.name, context.rows) === null,
    notLastRow: ({ context }) => context.rows.length > 1,
  },
  actions: {
    rename: assign(({ event }) =>
      event.type === 'edit.rename' ? { name: event.name, problems: null } : {},
    ),
    setQuantity: assign(({ context, event }) =>
      event.type === 'edit.quantity'
        ? {
            rows: context.rows.map((row, index) =>
              index === event.index ? { ...row, quantity: event.quantity } : row,
            ),
            problems: null,
          }
        : {},
    ),
    removeRow: assign(({ context, event }) =>
      event.type === 'edit.removeRow'
        ? { rows: context.rows.filter((_, i) => i !== event.index), problems: null }
        : {},
    ),
    lastRowKept: assign({ problems: { name: null, quantities: [], lastRow: true } }),
    /** The shop reloads the table of lists (a new name, a new row count). */
    listSaved: (_, _params: { list: OrderList }) => {},
    keepFailure: assign({
      failure: (_, params: { error: unknown }) => failureOf(params.error),
    }),
  },
}).createMachine({
  id: 'savedListEdit',
  context: emptyContext,
  initial: 'idle',
  on: {
    'edit.open': {
      target: '.loading',
      actions: assign(({ event }) => ({ ...emptyContext, uuid: event.uuid })),
    },
    'edit.close': { target: '.idle', actions: assign({ ...emptyContext }) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ uuid: context.uuid as string }),
        onDone: { target: 'editing', actions: assign(({ event }) => draftOf(event.output)) },
        onError: {
          target: 'loadFailed',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadFailed: {
      on: { 'edit.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    editing: {
      on: {
        ...changes,
        'edit.save': [
          { guard: 'draftValid', target: 'saving', actions: assign({ failure: null }) },
          {
            actions: assign({
              problems: ({ context }) => draftProblems(context.name, context.rows),
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => ({
          uuid: context.uuid as string,
          list: listInput(context.name, context.rows),
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ event }) => draftOf(event.output)),
            { type: 'listSaved', params: ({ event }) => ({ list: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    saved: {
      // The next change starts a new edit of the list as saved.
      on: changes,
    },
  },
})
