import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parts } from '../../src/db/schema/index.ts'
import { createTestApp } from '../helpers.ts'

// Search answers kept as in a running shop (SEARCH_CACHE_SECONDS): the parts are the same for
// everyone, a visitor's history is theirs alone.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp({ config: { searchCacheSeconds: 600 } })
}, 180_000)
afterAll(() => ctx.close())

const suggest = async (s: string, session: string) => {
  const res = await ctx.app.inject({
    url: `/api/search/suggest?s=${encodeURIComponent(s)}`,
    headers: { session },
  })
  expect(res.statusCode).toBe(200)
  return res.json() as { history: { uuid: string; query: string }[]; products: { slug: string }[] }
}

describe('search answers kept for everyone', () => {
  it('gives every visitor the same parts but each their own history, deleted at once', async () => {
    const mine = randomUUID()
    const theirs = randomUUID()
    await ctx.app.inject({ url: '/api/search?s=стартер', headers: { session: mine } })
    const forMe = await suggest('стар', mine)
    const forThem = await suggest('стар', theirs)
    expect(forMe.products.length).toBeGreaterThan(0)
    expect(forThem.products).toEqual(forMe.products)
    expect(forMe.history.map((h) => h.query)).toEqual(['стартер'])
    expect(forThem.history).toEqual([])
    const uuid = forMe.history[0]?.uuid
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search/histories/${uuid}`,
      headers: { session: mine },
    })
    expect((await suggest('стар', mine)).history).toEqual([])
  })

  it('answers a listing asked again from memory, not from the database', async () => {
    const listing = async () =>
      (await ctx.app.inject({ url: `/api/search?s=${encodeURIComponent('колодка')}` })).json() as {
        items: { slug: string; price: { price: number } }[]
      }
    const first = await listing()
    const top = first.items[0]
    if (!top) throw new Error('nothing found for «колодка»')
    await ctx.db
      .update(parts)
      .set({ price: sql`${parts.price} + 100` })
      .where(eq(parts.slug, top.slug))
    expect((await listing()).items[0]?.price).toEqual(top.price)
  })
})
