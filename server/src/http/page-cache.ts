/**
 * A rendered page as it is kept: the same bytes for everyone, its inline scripts allowed by
 * their hashes (`scriptSources` for the CSP), compressed once per encoding when first asked.
 */
export interface CachedPage {
  status: number
  etag: string
  html: Buffer
  scriptSources: string
  /** Compressed off the main thread, once per encoding; visitors asking meanwhile share it. */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>
}

/** A kept page as a lookup finds it: fresh, or past its time but still to be served meanwhile. */
export interface KeptPage {
  page: CachedPage
  fresh: boolean
  /** The shared catalogue generation it was rendered in, when there is one (kept-pages.ts). */
  generation: string | undefined
}

/**
 * Rendered public pages kept in memory for a few seconds, most recently used first, at most
 * `maxEntries` of them. Public pages are the same for every visitor (whatever is personal
 * comes after hydration), so one render can answer everyone who asks within `ttlMs`: what a
 * CDN in front does for minutes, this does for seconds on the server itself. A page past its
 * time stays `staleMs` longer for `lookup` (served while one render refreshes it), never for `get`.
 */
export function createPageCache({
  ttlMs,
  staleMs = 0,
  maxEntries = 200,
  now = Date.now,
}: {
  ttlMs: number
  staleMs?: number
  maxEntries?: number
  now?: () => number
}) {
  // The page object itself is kept: what it memoises (its compressed forms) serves every hit.
  const entries = new Map<
    string,
    { page: CachedPage; expires: number; generation: string | undefined }
  >()
  /** The entry for `key` while it may still be served (fresh or stale), as the latest used. */
  function touch(key: string) {
    const entry = entries.get(key)
    if (!entry) return null
    entries.delete(key)
    if (entry.expires + staleMs <= now()) return null
    entries.set(key, entry)
    return entry
  }
  return {
    get(key: string): CachedPage | null {
      const entry = touch(key)
      return entry && entry.expires > now() ? entry.page : null
    },
    /** The page for `key`, fresh or within its stale time, with the generation it was kept in. */
    lookup(key: string): KeptPage | null {
      const entry = touch(key)
      if (!entry) return null
      return { page: entry.page, fresh: entry.expires > now(), generation: entry.generation }
    },
    /** Whether a fresh page is kept for `key` (without counting as a use). */
    has(key: string): boolean {
      const entry = entries.get(key)
      return entry !== undefined && entry.expires > now()
    },
    /** Forgets the page for `key` (its refresh found it gone or changed). */
    delete(key: string) {
      entries.delete(key)
    },
    /** Forgets every page (the catalogue changed: the 1C exchange imported). */
    clear() {
      entries.clear()
    },
    /**
     * Keeps `page` for the cache's time, or for `keepMs` when shorter (its time left elsewhere;
     * at or below zero it is kept as stale only, for what is left of its stale time).
     */
    set(key: string, page: CachedPage, keepMs = ttlMs, generation?: string) {
      const ms = Math.min(ttlMs, keepMs)
      if (ttlMs <= 0 || ms + staleMs <= 0) return
      entries.delete(key)
      entries.set(key, { page, expires: now() + ms, generation })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
  }
}
