import { describe, expect, it } from 'vitest'
import { createKeptPages, type SharedPageStore } from './kept-pages.ts'
import { htmlOf, memoryStore, renders } from './kept-pages-testing.ts'

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
