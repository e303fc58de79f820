import { Redis } from 'ioredis'
import { catalogueGenerationKey, redisCatalogueChannel } from '../bus/redis-bus.ts'
import type { SharedPageStore } from './kept-pages.ts'
import type { CachedPage } from './page-cache.ts'

/**
 * Rendered public pages kept in Redis (REDIS_URL) for every web process: one key per build and
 * address, read together with the catalogue's generation in one MGET. The Redis bus counts the
 * generation up with every «the catalogue changed» (redis-bus.ts), before telling anyone, so
 * a page rendered before a change is never answered after it, whichever process kept it.
 * Each page leaves Redis by its own time (HTML_CACHE_SECONDS) and stale time as well; while
 * stale, one process claims its refresh (`claim`, SET NX PX) and the others serve the old copy.
 */
export function redisPageStore({
  url,
  build,
  connection = null,
  generationKey = catalogueGenerationKey(redisCatalogueChannel(url)),
}: {
  url: string
  /** The build's id: pages of another build (a rolling restart) name other assets. */
  build: () => string
  /** For tests: an open connection instead of one made from `url`. */
  connection?: Redis | null
  /** Counted up by the Redis bus of the same channel (redis-bus.ts). */
  generationKey?: string
}): SharedPageStore & { close(): Promise<void> } {
  let redis = connection
  const client = () => {
    if (!redis) {
      redis = new Redis(url, {
        connectTimeout: 2_000,
        // A Redis that is down or slow must not hold a page up: it is rendered here instead.
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
      })
      redis.on('error', () => {})
    }
    return redis
  }
  const keyOf = (address: string) => `gruzovik:page:${build()}:${address}`
  return {
    async read(address) {
      const [generation, stored] = await client().mgetBuffer(generationKey, keyOf(address))
      const current = generation?.toString() ?? '0'
      const kept = stored ? decodePage(stored) : null
      // Past its time but still in Redis: within the stale time it was written with (PX).
      const same = kept && kept.generation === current
      return {
        generation: current,
        page: same ? kept.page : null,
        ttlMs: same ? kept.expires - Date.now() : 0,
      }
    },
    async write(address, generation, page, ttlMs, staleMs) {
      const value = encodePage({ generation, expires: Date.now() + ttlMs, page })
      await client().set(keyOf(address), value, 'PX', ttlMs + Math.max(0, staleMs))
    },
    async claim(address, generation, ms) {
      // Named with the generation: a claim made before the catalogue changed holds nothing after.
      const key = `gruzovik:page-render:${build()}:${generation}:${address}`
      return (await client().set(key, process.pid, 'PX', Math.max(1, ms), 'NX')) === 'OK'
    },
    async close() {
      if (redis && !connection) await redis.quit().catch(() => redis?.disconnect())
      redis = null
    },
  }
}

interface StoredPage {
  generation: string
  expires: number
  page: CachedPage
}

/** A JSON line of what the page is (status, ETag, script hashes), then its HTML as it is. */
export function encodePage({ generation, expires, page }: StoredPage): Buffer {
  const head = JSON.stringify({
    generation,
    expires,
    status: page.status,
    etag: page.etag,
    scriptSources: page.scriptSources,
  })
  return Buffer.concat([Buffer.from(`${head}\n`), page.html])
}

export function decodePage(stored: Buffer): StoredPage | null {
  const end = stored.indexOf(10)
  if (end < 0) return null
  try {
    const head = JSON.parse(stored.subarray(0, end).toString('utf8')) as {
      generation: string
      expires: number
      status: number
      etag: string
      scriptSources: string
    }
    return {
      generation: head.generation,
      expires: head.expires,
      page: {
        status: head.status,
        etag: head.etag,
        scriptSources: head.scriptSources,
        html: Buffer.from(stored.subarray(end + 1)),
      },
    }
  } catch {
    return null
  }
}
