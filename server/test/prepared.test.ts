import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executePrepared } from '../src/db/prepared.ts'
import { parts } from '../src/db/schema/index.ts'
import { createTestApp } from './helpers.ts'

// Suggest's statements run prepared (planned once per connection): on PostgreSQL by name, on
// PGlite as SQL PREPARE/EXECUTE with the values written out as literals.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

const titleLike = (pattern: string, limit: number) =>
  sql`select count(*)::int as n, ${pattern}::text as pattern from ${parts}
    where ${parts.title} ilike ${pattern} and ${parts.totalStock} >= ${0} limit ${limit}`

describe('a prepared statement', () => {
  it('answers each run with its own values', async () => {
    const [all] = await executePrepared<{ n: number }>(ctx.db, titleLike('%', 1))
    const [some] = await executePrepared<{ n: number }>(ctx.db, titleLike('%фильтр%', 1))
    const [none] = await executePrepared<{ n: number }>(ctx.db, titleLike('нет такого%', 1))
    expect(all?.n).toBeGreaterThan(some?.n ?? 0)
    expect(some?.n).toBeGreaterThan(0)
    expect(none?.n).toBe(0)
  })

  it('takes quotes and backslashes as the text they are', async () => {
    for (const pattern of [`O'Reilly\\' or true --`, `\\'; drop table parts; --`, 'ё"$1']) {
      const [row] = await executePrepared<{ n: number; pattern: string }>(
        ctx.db,
        titleLike(pattern, 1),
      )
      expect(row).toEqual({ n: 0, pattern })
    }
    const [row] = await executePrepared<{ n: number }>(ctx.db, titleLike('%', 1))
    expect(row?.n).toBeGreaterThan(0)
  })

  it('runs when many ask for it at once the first time', async () => {
    const rows = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        executePrepared<{ v: number }>(ctx.db, sql`select ${i}::int + 1000 as v`),
      ),
    )
    expect(rows.map(([row]) => row?.v)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007])
  })

  it('still runs when its values have no type the database can guess', async () => {
    const [row] = await executePrepared<{ v: string }>(ctx.db, sql`select ${'как есть'} as v`)
    expect(row?.v).toBe('как есть')
    // A value written out as no literal (a date) runs the statement as any other.
    const [year] = await executePrepared<{ y: number }>(
      ctx.db,
      sql`select extract(year from ${new Date(Date.UTC(2026, 10, 26))}::timestamptz)::int as y`,
    )
    expect(year?.y).toBe(2026)
  })
})
