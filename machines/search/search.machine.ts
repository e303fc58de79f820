/**
 * Header search (docs/product.md#search). Three parallel regions:
 * - query: idle → debouncing (300 ms `suggestDebounce`) → querying → idle. Typing restarts the
 *   wait; clearing the text empties the results; failures are only logged.
 * - dropdown: closed ⇄ open (focus opens and, with no results yet, queries; click outside and
 *   Enter close).
 * - history: idle ⇄ deleting; an item leaves the list only when the server says it succeeded.
 * Enter navigates to /search?s= only for non-empty trimmed text; leaving /search clears the text,
 * and landing on /search?s= shows that text in the field.
 */
import { assign, fromPromise, setup } from 'xstate'
import { logActorError, trimmedText } from '../shared/invoke-parts.ts'
import {
  SEARCH_PATH,
  type Suggestions,
  searchQuery,
  withoutEchoedQuery,
  withoutHistoryItem,
} from './search-rules.ts'

export interface SearchContext {
  text: string
  results: Suggestions | null
  pathname: string
  deletingUuid: string | null
}

export type SearchEvent =
  | { type: 'search.type'; value: string }
  | { type: 'search.clear' }
  | { type: 'search.submit' }
  | { type: 'search.focus' }
  | { type: 'search.clickOutside' }
  /** `query`: the `s` of /search, shown in the field when someone lands on the results. */
  | { type: 'search.routeChanged'; pathname: string; query?: string }
  | { type: 'search.deleteHistory'; uuid: string }

export interface SearchNavigation {
  to: typeof SEARCH_PATH
  search: { s: string }
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as { pathname?: string; text?: string } | undefined,
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestions, { s: string }>(() =>
      Promise.reject(new Error('search: provide the fetchSuggestions actor')),
    ),
    deleteHistoryItem: fromPromise<boolean, { uuid: string }>(() =>
      Promise.reject(new Error('search: provide the deleteHistoryItem actor')),
    ),
  },
  delays: { suggestDebounce: 300 },
  guards: {
    hasQuery: ({ context }) => searchQuery(context.text) !== null,
    noResults: ({ context }) => context.results === null,
    typedEmpty: (_, params: { value: string }) => params.value.length === 0,
    leavesSearch: ({ context }, params: { pathname: string }) =>
      context.pathname === SEARCH_PATH && params.pathname !== SEARCH_PATH,
    showsOtherQuery: ({ context }, params: { pathname: string; query?: string }) =>
      params.pathname === SEARCH_PATH &&
      params.query !== undefined &&
      searchQuery(params.query) !== null &&
      params.query !== context.text,
  },
  actions: {
    navigate: (_, _params: SearchNavigation) => {},
    logError: (_, _params: { error: unknown }) => {},
    clearText: assign({ text: '', results: null }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({
    text: input?.text ?? '',
    results: null,
    pathname: input?.pathname ?? '/',
    deletingUuid: null,
  }),
  on: {
    'search.submit': {
      guard: 'hasQuery',
      target: '.dropdown.closed',
      actions: {
        type: 'navigate',
        params: ({ context }) => ({
          to: SEARCH_PATH,
          search: { s: searchQuery(context.text) ?? '' },
        }),
      },
    },
    'search.routeChanged': [
      {
        guard: {
          type: 'leavesSearch',
          params: ({ event }) => ({ pathname: event.pathname }),
        },
        target: '.query.idle',
        actions: ['clearText', assign({ pathname: ({ event }) => event.pathname })],
      },
      {
        guard: {
          type: 'showsOtherQuery',
          params: ({ event }) => ({ pathname: event.pathname, query: event.query }),
        },
        target: '.query.idle',
        actions: assign({
          pathname: ({ event }) => event.pathname,
          text: ({ event }) => event.query ?? '',
          // Suggestions were for the old text: the next focus asks again.
          results: null,
        }),
      },
      { actions: assign({ pathname: ({ event }) => event.pathname }) },
    ],
  },
  states: {
    query: {
      initial: 'idle',
      on: {
        // No `reenter` here: re-entering this region's parent would reset the dropdown too.
        'search.type': [
          {
            guard: { type: 'typedEmpty', params: ({ event }) => ({ value: event.value }) },
            target: '.idle',
            actions: 'clearText',
          },
          { target: '.debouncing', actions: assign({ text: ({ event }) => event.value }) },
        ],
        'search.clear': { target: '.idle', actions: 'clearText' },
        // The first focus loads history and popular queries for the dropdown.
        'search.focus': { guard: 'noResults', target: '.querying' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { suggestDebounce: 'querying' },
          // Each keystroke restarts the debounce by re-entering only this state.
          on: {
            'search.type': [
              {
                guard: { type: 'typedEmpty', params: ({ event }) => ({ value: event.value }) },
                target: 'idle',
                actions: 'clearText',
              },
              {
                target: 'debouncing',
                reenter: true,
                actions: assign({ text: ({ event }) => event.value }),
              },
            ],
          },
        },
        querying: {
          invoke: {
            id: 'fetchSuggestions',
            src: 'fetchSuggestions',
            input: trimmedText,
            onDone: {
              target: 'idle',
              actions: assign({
                results: ({ context, event }) => withoutEchoedQuery(event.output, context.text),
              }),
            },
            onError: {
              target: 'idle',
              actions: logActorError,
            },
          },
        },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: { on: { 'search.focus': 'open' } },
        open: { on: { 'search.clickOutside': 'closed' } },
      },
    },
    history: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'search.deleteHistory': {
              target: 'deleting',
              actions: assign({ deletingUuid: ({ event }) => event.uuid }),
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteHistoryItem',
            src: 'deleteHistoryItem',
            input: ({ context }) => ({ uuid: context.deletingUuid ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign({
                results: ({ context, event }) =>
                  event.output && context.results && context.deletingUuid
                    ? withoutHistoryItem(context.results, context.deletingUuid)
                    : context.results,
                deletingUuid: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: [assign({ deletingUuid: null }), logActorError],
            },
          },
        },
      },
    },
  },
})
