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

/**
 * Rendered public pages kept in memory for a few seconds, most recently used first, at most
 * `maxEntries` of them. Public pages are the same for every visitor (whatever is personal
 * comes after hydration), so one render can answer everyone who asks within `ttlMs`: what a
 * CDN in front does for minutes, this does for seconds on the server itself.
 */
export function createPageCache({
  ttlMs,
  maxEntries = 200,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}) {
  // The page object itself is kept: what it memoises (its compressed forms) serves every hit.
  const entries = new Map<string, { page: CachedPage; expires: number }>()
  return {
    get(key: string): CachedPage | null {
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      if (entry.expires <= now()) return null
      entries.set(key, entry)
      return entry.page
    },
    /** Whether a fresh page is kept for `key` (without counting as a use). */
    has(key: string): boolean {
      const entry = entries.get(key)
      return entry !== undefined && entry.expires > now()
    },
    /** Forgets every page (the catalogue changed: the 1C exchange imported). */
    clear() {
      entries.clear()
    },
    /** Keeps `page` for the cache's time, or for `keepMs` when shorter (its time left elsewhere). */
    set(key: string, page: CachedPage, keepMs = ttlMs) {
      const ms = Math.min(ttlMs, keepMs)
      if (ms <= 0) return
      entries.delete(key)
      entries.set(key, { page, expires: now() + ms })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
  }
}
