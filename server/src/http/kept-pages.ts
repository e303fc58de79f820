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
  /**
   * The generation now, and the page kept for `url` in it, if any, with its time left: at or
   * below zero the page is past its time (stale) but still within the stale time it was
   * written with.
   */
  read(url: string): Promise<{ generation: string; page: CachedPage | null; ttlMs: number }>
  /** Keeps `page` fresh for `ttlMs` then stale for `staleMs`, marked with the generation read before rendering it. */
  write(
    url: string,
    generation: string,
    page: CachedPage,
    ttlMs: number,
    staleMs: number,
  ): Promise<void>
  /**
   * Claims the one refresh of `url`'s stale page in `generation` for `ms` (the first to ask
   * gets it; a process that dies holding it holds it no longer than `ms`).
   */
  claim(url: string, generation: string, ms: number): Promise<boolean>
}

/**
 * Public pages kept for everyone: in this process (a hit costs nothing but the lookup) and,
 * given a shared store, for the other web processes too, so three processes render a page
 * once instead of three times. Visitors asking for a page nobody keeps wait for one lookup
 * and render. A page past its time is still served for `staleMs` (stale-while-revalidate)
 * while one render refreshes it in the background — one in this process, and with a shared
 * store one among all processes (`claim`), the others serving the stale copy until the new one
 * is in the store. Under load a render in a starved process takes seconds: on mere expiry
 * nobody waits for it. `forget` (the catalogue changed) drops every page, stale ones too, and
 * a page rendered or fetched from before that is handed to its waiting visitors but never
 * kept; a refresh that finds the shared generation moved drops its stale copy.
 */
export function createKeptPages({
  ttlMs,
  staleMs = ttlMs,
  claimMs = Math.min(ttlMs, 5_000),
  retryMs = 100,
  shared = null,
  maxEntries,
  now = Date.now,
  onSharedError = () => {},
  onRefreshError = () => {},
}: {
  ttlMs: number
  /** How long past its time a page is still served while it is refreshed (HTML_CACHE_SECONDS). */
  staleMs?: number
  /** How long another process's claim on a refresh holds (its render should fit in it). */
  claimMs?: number
  /** After finding another process refreshing a page, how long before asking the store again. */
  retryMs?: number
  shared?: SharedPageStore | null
  maxEntries?: number
  now?: () => number
  /** A store that does not answer: the page is rendered here, as without it. */
  onSharedError?: (error: unknown) => void
  /** A background refresh that failed: the stale copy stays until its stale time runs out. */
  onRefreshError?: (error: unknown) => void
}) {
  const local = createPageCache({ ttlMs, staleMs, now, ...(maxEntries ? { maxEntries } : {}) })
  const pending = new Map<string, Promise<SharedRender>>()
  const refreshing = new Map<string, symbol>()
  const quietUntil = new Map<string, number>()
  // Counts `forget`s: work begun in an older one is not kept.
  let generation = 0

  function failed(error: unknown): null {
    onSharedError(error)
    return null
  }

  /** Keeps a 200 page rendered in `begun` here, and in the store under the generation read before. */
  async function keep(url: string, result: SharedRender, begun: number, storeGeneration?: string) {
    if (result.kind !== 'page' || result.page.status !== 200 || generation !== begun) return false
    local.set(url, result.page, ttlMs, storeGeneration)
    quietUntil.delete(url)
    if (shared && storeGeneration !== undefined) {
      await shared.write(url, storeGeneration, result.page, ttlMs, staleMs).catch(failed)
    }
    return true
  }

  async function find(url: string, render: () => Promise<SharedRender>): Promise<SharedRender> {
    const begun = generation
    const stored = shared && ttlMs > 0 ? await shared.read(url).catch(failed) : null
    if (stored?.page && stored.ttlMs > -staleMs) {
      if (generation === begun) {
        local.set(url, stored.page, stored.ttlMs, stored.generation)
        if (stored.ttlMs <= 0) refresh(url, render, stored.generation)
      }
      return { kind: 'page', page: stored.page }
    }
    const result = await render()
    await keep(url, result, begun, stored?.generation)
    return result
  }

  /** One background render of a stale page here, unless another process renders it (`claim`). */
  function refresh(url: string, render: () => Promise<SharedRender>, keptIn?: string) {
    if (refreshing.has(url) || (quietUntil.get(url) ?? 0) > now()) return
    const mine = Symbol(url)
    refreshing.set(url, mine)
    const begun = generation
    const work = async () => {
      const stored = shared ? await shared.read(url).catch(failed) : null
      if (generation !== begun) return
      if (stored) {
        if (keptIn !== undefined && stored.generation !== keptIn) {
          // The catalogue changed before this process heard it: the old copy is not served.
          local.delete(url)
          return
        }
        if (stored.page && stored.ttlMs > 0) {
          local.set(url, stored.page, stored.ttlMs, stored.generation)
          return
        }
        const claimed = await shared
          ?.claim(url, stored.generation, claimMs)
          .catch((error: unknown) => failed(error) ?? true)
        if (!claimed) {
          quietUntil.set(url, now() + retryMs)
          return
        }
      }
      // A page that is no longer a 200 (or moved) is not served stale any longer.
      const result = await render()
      if (!(await keep(url, result, begun, stored?.generation)) && generation === begun) {
        local.delete(url)
      }
    }
    work()
      .catch((error: unknown) => {
        quietUntil.set(url, now() + retryMs)
        onRefreshError(error)
      })
      .finally(() => {
        if (refreshing.get(url) === mine) refreshing.delete(url)
      })
  }

  return {
    /** The page for `url`: kept here, kept by another process, or rendered now by `render`. */
    async page(url: string, render: () => Promise<SharedRender>): Promise<SharedRender> {
      const kept = local.lookup(url)
      if (kept) {
        if (!kept.fresh) refresh(url, render, kept.generation)
        return { kind: 'page', page: kept.page }
      }
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
      refreshing.clear()
      quietUntil.clear()
    },
  }
}

export type KeptPages = ReturnType<typeof createKeptPages>
