/**
 * Chunk reload guard (docs/product.md#error-reporting): a failed chunk load reloads the page once
 * per path within 10 s. watching → reloading (remember the time for the path, then reload) or →
 * exhausted when that path was reloaded less than 10 s ago. The shop passes the remembered marks as
 * input (read from its storage) and provides `storeMarks` and `reload`; events carry the time.
 */
import { assign, setup } from 'xstate'

export const CHUNK_RELOAD_WINDOW_MS = 10_000

/** Path → time (ms) of the last reload for a failed chunk. */
export type ReloadMarks = Readonly<Record<string, number>>

export interface ChunkReloadContext {
  marks: ReloadMarks
}

export type ChunkReloadEvent = { type: 'chunk.failed'; path: string; at: number; error?: unknown }

/** Whether a chunk failure on `path` at `at` may reload the page. */
export function mayReload(marks: ReloadMarks, path: string, at: number): boolean {
  const last = marks[path]
  return (
    last === undefined || !Number.isFinite(last) || at - last >= CHUNK_RELOAD_WINDOW_MS || at < last
  )
}

export const chunkReloadMachine = setup({
  types: {
    context: {} as ChunkReloadContext,
    events: {} as ChunkReloadEvent,
    input: {} as { marks?: ReloadMarks } | undefined,
  },
  guards: {
    mayReload: ({ context }, params: { path: string; at: number }) =>
      mayReload(context.marks, params.path, params.at),
  },
  actions: {
    storeMarks: (_, _params: { marks: ReloadMarks }) => {},
    reload: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ marks: input?.marks ?? {} }),
  initial: 'watching',
  on: {
    'chunk.failed': [
      {
        guard: {
          type: 'mayReload',
          params: ({ event }) => ({ path: event.path, at: event.at }),
        },
        target: '.reloading',
        actions: [
          assign({ marks: ({ context, event }) => ({ ...context.marks, [event.path]: event.at }) }),
          { type: 'storeMarks', params: ({ context }) => ({ marks: context.marks }) },
          'reload',
        ],
      },
      {
        target: '.exhausted',
        actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
      },
    ],
  },
  states: {
    watching: {},
    reloading: {},
    exhausted: {},
  },
})
