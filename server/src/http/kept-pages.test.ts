import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeptPages, type SharedPageStore, type SharedRender } from './kept-pages.ts'
import type { CachedPage } from './page-cache.ts'

const page = (html: string, status = 200): CachedPage => ({
  status,
  etag: `W/"${html}"`,
  html: Buffer.from(html),
  scriptSources: '',
})

/** A render that answers when told to, counting how often it was asked. */
function renders() {
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
function memoryStore() {
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

const htmlOf = (result: SharedRender) =>
  result.kind === 'page' ? result.page.html.toString() : result.location

describe('kept pages', () => {
  it('renders once for visitors asking at the same time, then answers from memory', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    const first = kept.page('/a', r.render('a1'))
    const second = kept.page('/a', r.render('a2'))
    await Promise.resolve()
    r.finish('a1')
    expect((await Promise.all([first, second])).map(htmlOf)).toEqual(['a1', 'a1'])
    expect(htmlOf(await kept.page('/a', r.render('a3')))).toBe('a1')
    expect(r.asked).toEqual(['a1'])
  })

  it('does not keep a render begun before the catalogue changed, nor let later visitors wait for it', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    const before = kept.page('/a', r.render('old'))
    await Promise.resolve()
    kept.forget()
    const after = kept.page('/a', r.render('new'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    r.finish('old')
    r.finish('new')
    expect(htmlOf(await before)).toBe('old')
    expect(htmlOf(await after)).toBe('new')
    expect(htmlOf(await kept.page('/a', r.render('again')))).toBe('new')
    expect(r.asked).toEqual(['old', 'new'])
  })

  it('keeps no page that is not a 200', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    const missing = kept.page('/gone', r.render('404'))
    await Promise.resolve()
    r.finish('404', 404)
    await missing
    const again = kept.page('/gone', r.render('404 again'))
    await Promise.resolve()
    r.finish('404 again', 404)
    await again
    expect(r.asked).toEqual(['404', '404 again'])
  })

  it('takes a page another process rendered, and leaves one for the others', async () => {
    const store = memoryStore()
    const one = createKeptPages({ ttlMs: 10_000, shared: store })
    const two = createKeptPages({ ttlMs: 10_000, shared: store })
    const r = renders()
    const rendering = one.page('/a', r.render('a by one'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    r.finish('a by one')
    await rendering
    expect(htmlOf(await two.page('/a', r.render('a by two')))).toBe('a by one')
    expect(r.asked).toEqual(['a by one'])
    // Then from its own memory: the store is asked once per page and process.
    const reads = store.reads
    await two.page('/a', r.render('a by two'))
    expect(store.reads).toBe(reads)
  })

  it('a page rendered under an older generation is not given to the others', async () => {
    const store = memoryStore()
    const one = createKeptPages({ ttlMs: 10_000, shared: store })
    const two = createKeptPages({ ttlMs: 10_000, shared: store })
    const r = renders()
    const rendering = one.page('/a', r.render('old'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The catalogue changes while it renders: the generation goes up before anyone hears.
    store.generation++
    r.finish('old')
    await rendering
    const fresh = two.page('/a', r.render('new'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    r.finish('new')
    expect(htmlOf(await fresh)).toBe('new')
  })

  it('renders here when the shared store does not answer', async () => {
    const errors: unknown[] = []
    const broken: SharedPageStore = {
      read: () => Promise.reject(new Error('Redis is down')),
      write: () => Promise.reject(new Error('Redis is down')),
      claim: () => Promise.reject(new Error('Redis is down')),
    }
    const kept = createKeptPages({
      ttlMs: 10_000,
      shared: broken,
      onSharedError: (e) => errors.push(e),
    })
    const r = renders()
    const rendering = kept.page('/a', r.render('a'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    r.finish('a')
    expect(htmlOf(await rendering)).toBe('a')
    expect(errors).toHaveLength(1)
  })

  it('with no time to keep, renders every time and asks no store', async () => {
    const store = memoryStore()
    const kept = createKeptPages({ ttlMs: 0, shared: store })
    const r = renders()
    for (const html of ['a1', 'a2']) {
      const rendering = kept.page('/a', r.render(html))
      await Promise.resolve()
      r.finish(html)
      await rendering
    }
    expect(r.asked).toEqual(['a1', 'a2'])
    expect(store.reads).toBe(0)
  })
})

/** Lets promises settle (fake timers leave microtasks and resolved promises alone). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('a kept page past its time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function keptAt(kept: ReturnType<typeof createKeptPages>, r: ReturnType<typeof renders>) {
    const first = kept.page('/a', r.render('a1'))
    await settle()
    r.finish('a1')
    await first
  }

  it('is served at once while one render refreshes it, then the new one is', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    await keptAt(kept, r)
    vi.advanceTimersByTime(10_000)
    // Nobody waits for the render: both get the old page, and only one render is begun.
    expect(htmlOf(await kept.page('/a', r.render('a2')))).toBe('a1')
    expect(htmlOf(await kept.page('/a', r.render('a3')))).toBe('a1')
    expect(r.asked).toEqual(['a1', 'a2'])
    r.finish('a2')
    await settle()
    expect(htmlOf(await kept.page('/a', r.render('a4')))).toBe('a2')
    expect(r.asked).toEqual(['a1', 'a2'])
  })

  it('is served no longer than its stale time: then visitors wait for a render as before', async () => {
    const kept = createKeptPages({ ttlMs: 10_000, staleMs: 5_000 })
    const r = renders()
    await keptAt(kept, r)
    vi.advanceTimersByTime(15_000)
    const waiting = kept.page('/a', r.render('a2'))
    let answered = false
    void waiting.then(() => {
      answered = true
    })
    await settle()
    expect(answered).toBe(false)
    r.finish('a2')
    expect(htmlOf(await waiting)).toBe('a2')
  })

  it('is never served after the catalogue changed', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    await keptAt(kept, r)
    vi.advanceTimersByTime(12_000)
    kept.forget()
    const after = kept.page('/a', r.render('new'))
    await settle()
    r.finish('new')
    expect(htmlOf(await after)).toBe('new')
  })

  it('is dropped when its refresh is no longer a page to keep (a 404)', async () => {
    const kept = createKeptPages({ ttlMs: 10_000 })
    const r = renders()
    await keptAt(kept, r)
    vi.advanceTimersByTime(10_000)
    expect(htmlOf(await kept.page('/a', r.render('gone')))).toBe('a1')
    r.finish('gone', 404)
    await settle()
    const next = kept.page('/a', r.render('gone again'))
    await settle()
    r.finish('gone again', 404)
    expect(htmlOf(await next)).toBe('gone again')
  })

  it('stays served when its refresh fails, which is told, and is tried again later', async () => {
    const errors: unknown[] = []
    const kept = createKeptPages({ ttlMs: 10_000, onRefreshError: (e) => errors.push(e) })
    const r = renders()
    await keptAt(kept, r)
    vi.advanceTimersByTime(10_000)
    let calls = 0
    const failing = async (): Promise<SharedRender> => {
      calls++
      throw new Error('render failed')
    }
    expect(htmlOf(await kept.page('/a', failing))).toBe('a1')
    await settle()
    expect(errors).toHaveLength(1)
    expect(htmlOf(await kept.page('/a', failing))).toBe('a1')
    expect(calls).toBe(1)
    vi.advanceTimersByTime(100)
    await kept.page('/a', failing)
    await settle()
    expect(calls).toBe(2)
  })

  it('across processes: one renders it, the others serve the old copy, then take the new one', async () => {
    const store = memoryStore()
    const [one, two, three] = [0, 1, 2].map(() =>
      createKeptPages({ ttlMs: 10_000, shared: store, retryMs: 100 }),
    )
    if (!one || !two || !three) throw new Error('three processes')
    const r = renders()
    await keptAt(one, r)
    expect(htmlOf(await two.page('/a', r.render('two')))).toBe('a1')
    vi.advanceTimersByTime(10_000)
    // One finds it stale and claims its refresh; two (stale here) and three (nothing here,
    // stale in the store) serve the old copy and render nothing.
    expect(htmlOf(await one.page('/a', r.render('by one')))).toBe('a1')
    await settle()
    expect(htmlOf(await two.page('/a', r.render('by two')))).toBe('a1')
    expect(htmlOf(await three.page('/a', r.render('by three')))).toBe('a1')
    await settle()
    expect(r.asked).toEqual(['a1', 'by one'])
    expect(store.claims).toBe(1)
    r.finish('by one')
    await settle()
    vi.advanceTimersByTime(100)
    for (const process of [two, three]) {
      await process.page('/a', r.render('late'))
      await settle()
      expect(htmlOf(await process.page('/a', r.render('late')))).toBe('by one')
    }
    expect(r.asked).toEqual(['a1', 'by one'])
  })

  it('across processes: a claim left by a dead process holds only its time', async () => {
    const store = memoryStore()
    const dead = createKeptPages({ ttlMs: 10_000, shared: store, claimMs: 2_000 })
    const alive = createKeptPages({ ttlMs: 10_000, shared: store, claimMs: 2_000 })
    const r = renders()
    await keptAt(dead, r)
    vi.advanceTimersByTime(10_000)
    await dead.page('/a', r.render('never finished'))
    await settle()
    expect(htmlOf(await alive.page('/a', r.render('alive')))).toBe('a1')
    await settle()
    expect(r.asked).toEqual(['a1', 'never finished'])
    vi.advanceTimersByTime(2_000)
    await alive.page('/a', r.render('alive'))
    await settle()
    expect(r.asked).toEqual(['a1', 'never finished', 'alive'])
  })

  it('across processes: not served once the generation moved, even before the news came', async () => {
    const store = memoryStore()
    const one = createKeptPages({ ttlMs: 10_000, shared: store })
    const r = renders()
    await keptAt(one, r)
    vi.advanceTimersByTime(10_000)
    store.generation++
    // The refresh finds the catalogue changed and drops the copy; the next visitor waits.
    expect(htmlOf(await one.page('/a', r.render('unused')))).toBe('a1')
    await settle()
    const next = one.page('/a', r.render('new'))
    await settle()
    r.finish('new')
    expect(htmlOf(await next)).toBe('new')
    expect(r.asked).toEqual(['a1', 'new'])
  })
})
