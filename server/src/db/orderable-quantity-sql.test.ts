import { PGlite } from '@electric-sql/pglite'
import { orderableQuantity } from '@gruzovik/rules'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderableQuantitySql, stockColumnsOf } from './orderable-quantity-sql.ts'
import { rowsOf } from './rows-of.ts'

describe('the orderable quantity in SQL', () => {
  let client: PGlite
  beforeAll(async () => {
    client = new PGlite()
    await client.waitReady
  })
  afterAll(() => client.close())

  it('answers what orderableQuantity answers, on the same rows', async () => {
    const row = fc.record({
      total_stock: fc.integer({ min: -3, max: 10_000 }),
      is_not_new: fc.boolean(),
      removed: fc.boolean(),
    })
    const edges = [
      { total_stock: 5, is_not_new: false, removed: false },
      { total_stock: 5, is_not_new: true, removed: false },
      { total_stock: 0, is_not_new: true, removed: false },
      { total_stock: 5, is_not_new: false, removed: true },
      { total_stock: -1, is_not_new: false, removed: false },
    ]
    const rows = [...edges, ...fc.sample(row, { numRuns: 300, seed: 39 })]
    const values = sql.join(
      rows.map(
        (r, i) =>
          sql`(${i}::int, ${r.total_stock}::int, ${r.is_not_new}::boolean,
            ${r.removed ? new Date(0).toISOString() : null}::timestamptz)`,
      ),
      sql`, `,
    )
    const result = await drizzle({ client }).execute(
      sql`select p.i, ${orderableQuantitySql(stockColumnsOf('p'))} as may
        from (values ${values}) as p(i, total_stock, is_not_new, removed_at) order by p.i`,
    )
    const may = rowsOf<{ i: number; may: number }>(result).map((r) => r.may)
    expect(may).toEqual(rows.map(orderableQuantity))
  })
})
