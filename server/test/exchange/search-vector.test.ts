import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'
import { createPart } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'

/**
 * parts.search_vector is kept by a trigger (migration 0012) that runs only when a column it
 * reads is written, so the 1C offers' price and stock updates do not recompute it.
 */
describe('the part search vector', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())

  const vectorOf = async (id: string) =>
    rowsOf<{ v: string }>(
      await ctx.db.execute(sql`select search_vector::text as v from parts where id = ${id}`),
    )[0]?.v ?? ''

  it('is written on insert and follows the columns it reads; price and stock leave it be', async () => {
    const { part } = await createPart(ctx.db)
    expect(await vectorOf(part.id)).toContain("'колодк':1A")
    await ctx.db.update(parts).set({ title: 'Диск тормозной' }).where(eq(parts.id, part.id))
    expect(await vectorOf(part.id)).toContain("'диск':1A")
    await ctx.db.update(parts).set({ extensionNumber: 'БУ-417' }).where(eq(parts.id, part.id))
    expect(await vectorOf(part.id)).toContain("'417'")
    const triggers = rowsOf<{ columns: string }>(
      await ctx.db.execute(sql`
        select string_agg(a.attname, ',' order by a.attname) as columns
        from pg_trigger t join pg_attribute a
          on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
        where t.tgname = 'parts_search_vector'`),
    )
    // Only these columns fire it: an UPDATE of price, base_price or total_stock does not.
    expect(triggers[0]?.columns).toBe(
      'article_normalized,extension_number,search_context,search_text,title',
    )
    const search = await ctx.app.inject({ url: `/api/search?s=${encodeURIComponent('диск')}` })
    expect(search.json().items.map((i: { uuid: string }) => i.uuid)).toContain(part.id)
  })
})
