import { payablePrice } from '@gruzovik/rules'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { payablePriceSql, priceColumnsOf } from './payable-price-sql.ts'
import { rowsOf } from './rows-of.ts'

// The migrated database: payablePriceSql calls its `payable_price` (migration 0025).
describe('the price rule in SQL', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null })
  })
  afterAll(() => database.close())

  it('answers what payablePrice answers, on the same rows', async () => {
    const row = fc.record({
      base_price: fc.integer({ min: 0, max: 100_000_000 }),
      price: fc.integer({ min: 0, max: 100_000_000 }),
      discount: fc.boolean(),
    })
    const edges = [
      { base_price: 150_000, price: 120_000, discount: false },
      { base_price: 150_000, price: 120_000, discount: true },
      { base_price: 120_000, price: 120_000, discount: false },
      { base_price: 100_000, price: 120_000, discount: false },
      { base_price: 100_000, price: 120_000, discount: true },
    ]
    const rows = [...edges, ...fc.sample(row, { numRuns: 300, seed: 38 })]
    const values = sql.join(
      rows.map(
        (r, i) => sql`(${i}::int, ${r.price}::int, ${r.base_price}::int, ${r.discount}::boolean)`,
      ),
      sql`, `,
    )
    const result = await database.db.execute(
      sql`select p.i, ${payablePriceSql(priceColumnsOf('p'))} as paid
        from (values ${values}) as p(i, price, base_price, discount) order by p.i`,
    )
    const paid = rowsOf<{ i: number; paid: number }>(result).map((r) => r.paid)
    expect(paid).toEqual(rows.map(payablePrice))
  })
})
