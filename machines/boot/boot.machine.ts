/**
 * Start-up (docs/product.md#start-up): idle → pending while the initial data loads → success or
 * error. A stored token whose answer carries no user is stale and gets cleared; success emits
 * `loaded`.
 */
import type { components } from '@gruzovik/openapi'
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import { logActorError } from '../shared/invoke-parts.ts'

export type InitialData = components['schemas']['InitialData']

export interface BootContext {
  data: InitialData | null
  error: unknown
}

export type BootEvent = { type: 'boot.start' } | { type: 'boot.retry' }
export type BootEmitted = { type: 'loaded'; data: InitialData }

export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    emitted: {} as BootEmitted,
  },
  actors: {
    loadInitialData: fromPromise<InitialData>(() =>
      Promise.reject(new Error('boot: provide the loadInitialData actor')),
    ),
  },
  guards: {
    /** Provided by the shop: whether a token cookie exists. */
    hasStoredToken: () => false,
  },
  actions: {
    clearToken: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'boot',
  initial: 'idle',
  context: { data: null, error: null },
  states: {
    idle: { on: { 'boot.start': 'pending' } },
    pending: {
      invoke: {
        id: 'loadInitialData',
        src: 'loadInitialData',
        onDone: {
          target: 'success',
          actions: [
            assign({ data: ({ event }) => event.output, error: null }),
            enqueueActions(({ enqueue, check, event }) => {
              if (check('hasStoredToken') && !event.output.user) enqueue('clearToken')
            }),
            emit(({ event }) => ({ type: 'loaded' as const, data: event.output })),
          ],
        },
        onError: {
          target: 'error',
          actions: [assign({ error: ({ event }) => event.error }), logActorError],
        },
      },
    },
    success: {},
    error: { on: { 'boot.retry': 'pending' } },
  },
})
