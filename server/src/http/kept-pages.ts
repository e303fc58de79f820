import { type CachedPage, createPageCache } from './page-cache.ts'

/** What rendering a public page gave: a page to keep, or a redirect (never kept). */
export type SharedRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; page: CachedPage }

/**
 * Where the web processes keep rendered pages for each other (Redis: shared-pages.ts). Every
 * page carries the catalogue's generation it was rendered in; a page of an older generation
 * is not answered (the catalogue changed since).
 */
export interface SharedPageStore {
  /** The generation now, and the page kept for `url` in it (with its time left), if any. */
  read(url: string): Promise<{ generation: string; page: CachedPage | null; ttlMs: number }>
  /** Keeps `page` for `ttlMs`, marked with the generation read before rendering it. */
  write(url: string, generation: string, page: CachedPage, ttlMs: number): Promise<void>
}

/**
 * Public pages kept for everyone: in this process (a hit costs nothing but the lookup) and,
 * given a shared store, for the other web processes too, so three processes render a page
 * once instead of three times. Visitors asking for a page while it is looked up or rendered
 * wait for that one lookup. `forget` (the catalogue changed) drops every page at once, and a
 * page rendered or fetched from before that is handed to its waiting visitors but never kept.
 */
export function createKeptPages({
  ttlMs,
  shared = null,
  maxEntries,
  now,
  onSharedError = () => {},
}: {
  ttlMs: number
  shared?: SharedPageStore | null
  maxEntries?: number
  now?: () => number
  /** A store that does not answer: the page is rendered here, as without it. */
  onSharedError?: (error: unknown) => void
}) {
  const local = createPageCache({
    ttlMs,
    ...(maxEntries ? { maxEntries } : {}),
    ...(now ? { now } : {}),
  })
  const pending = new Map<string, Promise<SharedRender>>()
  // Counts `forget`s: work begun in an older one is not kept.
  let generation = 0

  async function find(url: string, render: () => Promise<SharedRender>): Promise<SharedRender> {
    const begun = generation
    const current = () => generation === begun
    const kept = shared && ttlMs > 0 ? await shared.read(url).catch(failed) : null
    if (kept?.page) {
      if (current()) local.set(url, kept.page, kept.ttlMs)
      return { kind: 'page', page: kept.page }
    }
    const result = await render()
    if (result.kind === 'page' && result.page.status === 200 && current()) {
      local.set(url, result.page)
      if (kept) await shared?.write(url, kept.generation, result.page, ttlMs).catch(failed)
    }
    return result
  }

  function failed(error: unknown): null {
    onSharedError(error)
    return null
  }

  return {
    /** The page for `url`: kept here, kept by another process, or rendered now by `render`. */
    async page(url: string, render: () => Promise<SharedRender>): Promise<SharedRender> {
      const page = ttlMs > 0 ? local.get(url) : null
      if (page) return { kind: 'page', page }
      let finding = pending.get(url)
      if (!finding) {
        const mine: Promise<SharedRender> = find(url, render).finally(() => {
          if (pending.get(url) === mine) pending.delete(url)
        })
        finding = mine
        pending.set(url, finding)
      }
      return finding
    },
    /** Forgets every page here (the other processes' copies went with the generation). */
    forget() {
      generation++
      local.clear()
      pending.clear()
    },
  }
}

export type KeptPages = ReturnType<typeof createKeptPages>
