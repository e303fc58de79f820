// Test doubles for the kept pages: a render answered on demand and a shared store in memory.
import type { SharedPageStore, SharedRender } from './kept-pages.ts'
import type { CachedPage } from './page-cache.ts'

const page = (html: string, status = 200): CachedPage => ({
  status,
  etag: `W/"${html}"`,
  html: Buffer.from(html),
  scriptSources: '',
})

/** A render that answers when told to, counting how often it was asked. */
export function renders() {
  const asked: string[] = []
  const waiting: Array<(result: SharedRender) => void> = []
  return {
    asked,
    render: (html: string) => () => {
      asked.push(html)
      return new Promise<SharedRender>((resolve) => waiting.push(resolve))
    },
    finish(html: string, status = 200) {
      waiting.shift()?.({ kind: 'page', page: page(html, status) })
    },
  }
}

/** A shared store in memory with a generation, as Redis holds it for every process. */
export function memoryStore() {
  const pages = new Map<
    string,
    { generation: string; page: CachedPage; expires: number; until: number }
  >()
  const claims = new Map<string, number>()
  const counts = { generation: 0, reads: 0, claims: 0 }
  const store: SharedPageStore = {
    async read(url) {
      counts.reads++
      const generation = String(counts.generation)
      const kept = pages.get(url)
      const same = kept?.generation === generation && kept.until > Date.now() ? kept : null
      return { generation, page: same?.page ?? null, ttlMs: same ? same.expires - Date.now() : 0 }
    },
    async write(url, generation, kept, ttlMs, staleMs) {
      const expires = Date.now() + ttlMs
      pages.set(url, { generation, page: kept, expires, until: expires + staleMs })
    },
    async claim(url, generation, ms) {
      const key = `${generation}:${url}`
      if ((claims.get(key) ?? 0) > Date.now()) return false
      counts.claims++
      claims.set(key, Date.now() + ms)
      return true
    },
  }
  return Object.assign(counts, store)
}

export const htmlOf = (result: SharedRender) =>
  result.kind === 'page' ? result.page.html.toString() : result.location
