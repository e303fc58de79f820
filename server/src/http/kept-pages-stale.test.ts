import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createKeptPages, type SharedRender } from './kept-pages.ts'
import { htmlOf, memoryStore, renders } from './kept-pages-testing.ts'

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
