import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'

describe('latest arrivals of the home page', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('answers the makes and the newest truck of each of the first four in one call', async () => {
    const res = await ctx.app.inject({ url: '/api/arrivals/latest' })
    expect(res.statusCode).toBe(200)
    const { marks, trucks } = res.json()
    const all = (await ctx.app.inject({ url: '/api/arrivals' })).json()
    expect(marks).toEqual(all)
    expect(trucks).toHaveLength(Math.min(4, all.length))
    // Each is its make's newest truck, and the list is newest first.
    for (const [i, mark] of all.slice(0, 4).entries()) {
      const page = (await ctx.app.inject({ url: `/api/arrivals/${mark.slug}?per_page=1` })).json()
      expect(
        trucks.map((t: { slug: string }) => t.slug),
        String(i),
      ).toContain(page.items[0].slug)
    }
    const dates = trucks.map((t: { arrived_at: string }) => t.arrived_at)
    expect([...dates].sort().reverse()).toEqual(dates)
  })
})
