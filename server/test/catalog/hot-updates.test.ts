import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { createTestApp } from '../helpers.ts'

// 1C's offers and every order change a part's price, stock or popularity. No index of `parts`
// names them (migration 0020), so the new row version is written next to the old one with no
// new entry in any of parts' indexes — the full vector's GIN among them — a HOT update.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe("a part's price, stock and popularity", () => {
  it('change without touching the indexes of parts', async () => {
    const hot = await ctx.db.transaction(async (tx) => {
      // The smallest row: its new version fits in the room fillfactor leaves on its page.
      await tx.execute(sql`update parts set price = price + 100, total_stock = total_stock + 1,
          popularity = popularity + 1
        where id = (select id from parts order by pg_column_size(parts.*), id limit 1)`)
      const [row] = rowsOf<{ updated: number; hot: number }>(
        await tx.execute(sql`select pg_stat_get_xact_tuples_updated('parts'::regclass)::int as updated,
            pg_stat_get_xact_tuples_hot_updated('parts'::regclass)::int as hot`),
      )
      return row
    })
    expect(hot).toEqual({ updated: 1, hot: 1 })
  })
})
