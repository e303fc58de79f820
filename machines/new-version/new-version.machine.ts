/**
 * New version (docs/product.md#app-updates): polling.waiting → (every `newVersionPoll`)
 * polling.checking, which fetches builds/latest.json through the provided actor. A different build
 * id than the running one leads to `updateAvailable`, offering a reload; `dismissed` stops asking
 * for this session. Failed polls are logged and polling carries on.
 */
import { assign, fromPromise, setup } from 'xstate'
import { logActorError } from '../shared/invoke-parts.ts'

/** builds/latest.json as written by the build. */
export interface LatestBuild {
  id: string
  timestamp: number
}

export interface NewVersionContext {
  currentBuildId: string
  latestBuildId: string | null
}

export type NewVersionEvent = { type: 'newVersion.reload' } | { type: 'newVersion.dismiss' }

/** The poll interval: five minutes unless the shop provides another. */
export const NEW_VERSION_POLL_MS = 5 * 60 * 1000

export const newVersionMachine = setup({
  types: {
    context: {} as NewVersionContext,
    events: {} as NewVersionEvent,
    input: {} as { currentBuildId: string },
  },
  actors: {
    fetchLatestBuild: fromPromise<LatestBuild>(() =>
      Promise.reject(new Error('newVersion: provide the fetchLatestBuild actor')),
    ),
  },
  delays: { newVersionPoll: NEW_VERSION_POLL_MS },
  guards: {
    isNewBuild: ({ context }, params: { id: string }) =>
      params.id !== '' && params.id !== context.currentBuildId,
  },
  actions: {
    reload: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'newVersion',
  context: ({ input }) => ({ currentBuildId: input.currentBuildId, latestBuildId: null }),
  initial: 'polling',
  states: {
    polling: {
      initial: 'waiting',
      states: {
        waiting: { after: { newVersionPoll: 'checking' } },
        checking: {
          invoke: {
            id: 'fetchLatestBuild',
            src: 'fetchLatestBuild',
            onDone: [
              {
                guard: {
                  type: 'isNewBuild',
                  params: ({ event }) => ({ id: String(event.output?.id ?? '') }),
                },
                target: '#newVersion.updateAvailable',
                actions: assign({ latestBuildId: ({ event }) => event.output.id }),
              },
              { target: 'waiting' },
            ],
            onError: {
              target: 'waiting',
              actions: logActorError,
            },
          },
        },
      },
    },
    updateAvailable: {
      on: {
        'newVersion.reload': { actions: 'reload' },
        'newVersion.dismiss': 'dismissed',
      },
    },
    dismissed: {},
  },
})
