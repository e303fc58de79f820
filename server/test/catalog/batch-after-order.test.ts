import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { keptWordsDiffer, searchCopyDiffers } from './kept-words.ts'

// A connection of its own: what it is asked first is what PL/pgSQL used to plan for.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('a batch after an order', () => {
  // An order changes one part; the connection's next statement may be one of 1C's batches.
  // Each statement's old and new rows are joined as planned for its own size (migration 0021):
  // with the plan of the one-part statement kept, the join went row by row through the other
  // side, and a batch four times larger took sixteen times longer (45 s for the demo catalogue
  // on PGlite). Linear: about four times, whatever the machine's speed.
  it('takes time in proportion to its parts', async () => {
    const batch = async (size: number) => {
      const started = performance.now()
      await ctx.db.execute(sql`update parts set price = price + 1, popularity = popularity + 1
        where id in (select id from parts order by id limit ${size})`)
      return performance.now() - started
    }
    await ctx.db.execute(sql`update parts set total_stock = total_stock + 1
      where id = (select id from parts order by id desc limit 1)`)
    const small = await batch(1000)
    const large = await batch(4000)
    expect(large / small).toBeLessThan(8)
    expect({ ...(await searchCopyDiffers(ctx.db)), ...(await keptWordsDiffer(ctx.db)) }).toEqual({
      search: 0,
      facets: 0,
      words: 0,
      counts: 0,
    })
  })
})
