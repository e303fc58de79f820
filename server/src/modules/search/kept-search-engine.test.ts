import { describe, expect, it, vi } from 'vitest'
import { keptSearchEngine } from './kept-search-engine.ts'
import type { PartSearchEngine } from './search-engine.ts'
import type { ParsedQuery } from './search-query.ts'

const query = (words: string[]): ParsedQuery => ({
  marks: [],
  words: words.map((w) => [w]),
  articles: [],
  exact: null,
})
const options = { products: 5, crossGroups: 3, strict: true }

function countingEngine() {
  let answer = 0
  const engine: PartSearchEngine = {
    findPage: vi.fn(async () => ({
      rows: [],
      total: ++answer,
      facets: { marks: [], nodes: [], nomenclatures: [], aggregations: [], condition: [] },
    })),
    bestMatches: vi.fn(async () => ({ parts: [], groups: [{ slug: `g${++answer}` }] as never })),
  }
  return engine
}

describe('search answers kept for everyone', () => {
  it('answers the same query from memory until its time is up, then asks again', async () => {
    let now = 1000
    const engine = countingEngine()
    const kept = keptSearchEngine(engine, { ttlMs: 5000, now: () => now })
    const first = await kept.bestMatches(query(['камаз']), options)
    expect(await kept.bestMatches(query(['камаз']), options)).toBe(first)
    await kept.bestMatches(query(['ман']), options)
    await kept.bestMatches(query(['камаз']), { ...options, strict: false })
    expect(engine.bestMatches).toHaveBeenCalledTimes(3)
    now += 5001
    expect(await kept.bestMatches(query(['камаз']), options)).not.toBe(first)
    expect(engine.bestMatches).toHaveBeenCalledTimes(4)
  })

  it('asks once for visitors asking the same at the same time, and keeps no failure', async () => {
    const engine = countingEngine()
    let fail = true
    engine.findPage = vi.fn(async () => {
      if (fail) throw new Error('database gone')
      return {
        rows: [],
        total: 1,
        facets: { marks: [], nodes: [], nomenclatures: [], aggregations: [], condition: [] },
      }
    })
    const kept = keptSearchEngine(engine, { ttlMs: 5000 })
    const filter = { text: 'фильтр', inStock: true }
    const page = { sort: 'relevance' as const, limit: 24, offset: 0, strict: true }
    const asked = await Promise.allSettled([
      kept.findPage(filter, query(['фильтр']), page),
      kept.findPage(filter, query(['фильтр']), page),
    ])
    expect(asked.map((a) => a.status)).toEqual(['rejected', 'rejected'])
    expect(engine.findPage).toHaveBeenCalledTimes(1)
    fail = false
    expect((await kept.findPage(filter, query(['фильтр']), page)).total).toBe(1)
    // Another filter is another answer.
    await kept.findPage({ ...filter, inStock: false }, query(['фильтр']), page)
    expect(engine.findPage).toHaveBeenCalledTimes(3)
  })

  it('forgets every answer when the catalogue changes, and keeps none with no time set', async () => {
    const engine = countingEngine()
    const kept = keptSearchEngine(engine, { ttlMs: 5000 })
    const first = await kept.bestMatches(query(['стартер']), options)
    kept.clear()
    expect(await kept.bestMatches(query(['стартер']), options)).not.toBe(first)
    const off = keptSearchEngine(engine, { ttlMs: 0 })
    await off.bestMatches(query(['стартер']), options)
    await off.bestMatches(query(['стартер']), options)
    expect(engine.bestMatches).toHaveBeenCalledTimes(4)
  })
})
