/**
 * Catalogue mega menu part names (docs/product.md#catalogue-menu).
 * With a node chosen: `nodeChosen` (loadingNode → ready); the text filters the node's names locally.
 * Without one: `noNode` (idle → debouncing 500 ms `nameSearchDebounce` → searching → idle); the
 * text queries part names. Failures are only logged.
 */
import { assign, fromPromise, setup } from 'xstate'
import { logActorError, trimmedText } from '../shared/invoke-parts.ts'
import { filterPartNames, type PartName } from './part-names-filter.ts'

export interface PartNamesContext {
  text: string
  nodeSlug: string | null
  /** The chosen node's names, or the last search answer without a node. */
  names: readonly PartName[]
}

export type PartNamesEvent =
  | { type: 'partNames.type'; value: string }
  | { type: 'partNames.selectNode'; slug: string | null }

/** What the list shows: the node's names filtered, or the search answer as it came. */
export function visiblePartNames(context: PartNamesContext): PartName[] {
  return context.nodeSlug ? filterPartNames(context.names, context.text) : [...context.names]
}

export const partNamesMachine = setup({
  types: {
    context: {} as PartNamesContext,
    events: {} as PartNamesEvent,
  },
  actors: {
    loadNodeNames: fromPromise<readonly PartName[], { slug: string }>(() =>
      Promise.reject(new Error('partNames: provide the loadNodeNames actor')),
    ),
    searchNames: fromPromise<readonly PartName[], { s: string }>(() =>
      Promise.reject(new Error('partNames: provide the searchNames actor')),
    ),
  },
  delays: { nameSearchDebounce: 500 },
  guards: {
    hasNode: (_, params: { slug: string | null }) => params.slug !== null,
    blank: ({ context }) => context.text.trim() === '',
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'partNames',
  context: { text: '', nodeSlug: null, names: [] },
  initial: 'noNode',
  on: {
    'partNames.selectNode': [
      {
        guard: { type: 'hasNode', params: ({ event }) => ({ slug: event.slug }) },
        target: '.nodeChosen',
        reenter: true,
        actions: assign({ nodeSlug: ({ event }) => event.slug, names: [], text: '' }),
      },
      { target: '.noNode', actions: assign({ nodeSlug: null, names: [], text: '' }) },
    ],
  },
  states: {
    noNode: {
      initial: 'idle',
      on: {
        'partNames.type': {
          target: '.debouncing',
          reenter: true,
          actions: assign({ text: ({ event }) => event.value }),
        },
      },
      states: {
        idle: {},
        debouncing: {
          after: {
            nameSearchDebounce: [
              { guard: 'blank', target: 'idle', actions: assign({ names: [] }) },
              { target: 'searching' },
            ],
          },
        },
        searching: {
          invoke: {
            id: 'searchNames',
            src: 'searchNames',
            input: trimmedText,
            onDone: { target: 'idle', actions: assign({ names: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: logActorError,
            },
          },
        },
      },
    },
    nodeChosen: {
      initial: 'loadingNode',
      on: { 'partNames.type': { actions: assign({ text: ({ event }) => event.value }) } },
      states: {
        loadingNode: {
          invoke: {
            id: 'loadNodeNames',
            src: 'loadNodeNames',
            input: ({ context }) => ({ slug: context.nodeSlug ?? '' }),
            onDone: { target: 'ready', actions: assign({ names: ({ event }) => event.output }) },
            onError: {
              target: 'ready',
              actions: logActorError,
            },
          },
        },
        ready: {},
      },
    },
  },
})
