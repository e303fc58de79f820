import type { createTestApp } from '../helpers.ts'
import { miss, relevanceSet } from './relevance-set.ts'

interface Answer {
  items: { uuid: string; title: string; article: string; total_stock: number }[]
  pagination: { total: number }
}

/** Asks /api/search and the suggest dropdown every query of the set; lists what missed. */
export async function runRelevanceSet(ctx: Awaited<ReturnType<typeof createTestApp>>) {
  const set = await relevanceSet(ctx.db)
  const misses: string[] = []
  const get = async <T>(url: string) => (await ctx.app.inject({ url })).json() as T
  for (const expected of set) {
    const s = encodeURIComponent(expected.query)
    const page = await get<Answer>(`/api/search?s=${s}&per_page=5`)
    const inStock = await get<Answer>(`/api/search?s=${s}&per_page=1&in_stock=true`)
    const why = miss(expected, page.items, inStock.pagination.total > 0)
    if (why) misses.push(`search «${expected.query}»: ${why}`)
    // Suggestions come in the same order.
    const suggest = await get<{ products: Answer['items'] }>(`/api/search/suggest?s=${s}`)
    if (suggest.products[0]?.uuid !== page.items[0]?.uuid) {
      misses.push(`suggest «${expected.query}»: first differs from the search page's`)
    }
  }
  return { size: set.length, misses }
}
