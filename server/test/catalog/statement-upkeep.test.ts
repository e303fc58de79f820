import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { createTestApp } from '../helpers.ts'
import { keptWordsDiffer, searchCopyDiffers } from './kept-words.ts'

// 1C writes parts a batch at a time, and the copies search reads follow a whole statement at
// once (migration 0019): one statement that renames some parts, moves, removes, restocks and
// reprices others must leave every copy as a rebuild from `parts` would.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

const untouched = { search: 0, facets: 0, words: 0, counts: 0 }
async function copiesDiffer() {
  return { ...(await searchCopyDiffers(ctx.db)), ...(await keptWordsDiffer(ctx.db)) }
}

describe('one statement over many parts', () => {
  it('keeps the search copy, the facet counts and the words as a rebuild would', async () => {
    // Eight parts in ten of the demo catalogue, each tenth changed its own way; the eighth
    // tenth only repriced (its discount flag turned, which moves the price a buyer pays), which
    // must move nothing but the copy's price.
    await ctx.db.execute(sql`
      with numbered as (select id, row_number() over (order by id) % 10 as way from parts)
      update parts p set
        title = case when n.way = 0 then p.title || ' усиленный' else p.title end,
        mark_id = case when n.way = 1 then (select id from marks where slug = 'volvo') else p.mark_id end,
        node_id = case when n.way = 2 then (select min(id::text)::uuid from nodes) else p.node_id end,
        removed_at = case when n.way = 3 then now() else p.removed_at end,
        total_stock = case when n.way = 4 then 1 - sign(p.total_stock)::int else p.total_stock end,
        popularity = case when n.way = 5 then p.popularity + 1000 else p.popularity end,
        is_not_new = case when n.way = 6 then not p.is_not_new else p.is_not_new end,
        discount = case when n.way = 7 then not p.discount else p.discount end,
        price = p.price + 1
      from numbered n where n.id = p.id and n.way < 8`)
    expect(await copiesDiffer()).toEqual(untouched)
  })

  it('follows parts 1C brings and changes in one upsert, and parts deleted together', async () => {
    const [before] = rowsOf<{ parts: number }>(
      await ctx.db.execute(sql`select count(*)::int as parts from parts where removed_at is null`),
    )
    // Fifty copies of parts arrive while fifty parts are renamed and fifty come back on sale.
    await ctx.db.execute(sql`
      insert into parts (id, slug, title, full_title, article, article_normalized, search_text,
        search_context, mark_id, nomenclature_id, node_id, aggregation_id, is_not_new,
        base_price, price, total_stock, removed_at)
      (select gen_random_uuid(), slug || '-copy', title || ' копия', full_title, article,
          article_normalized, search_text, search_context, mark_id, nomenclature_id, node_id,
          aggregation_id, is_not_new, base_price, price, total_stock, null::timestamptz
        from parts where removed_at is null order by id limit 50)
      union all
      (select id, slug, title || ' новый', full_title, article, article_normalized, search_text,
          search_context, mark_id, nomenclature_id, node_id, aggregation_id, is_not_new,
          base_price, price, total_stock, null
        from parts where removed_at is null order by id desc limit 50)
      union all
      (select id, slug, title, full_title, article, article_normalized, search_text,
          search_context, mark_id, nomenclature_id, node_id, aggregation_id, is_not_new,
          base_price, price, total_stock, null
        from parts where removed_at is not null order by id limit 50)
      on conflict (id) do update set title = excluded.title, removed_at = excluded.removed_at`)
    expect(await copiesDiffer()).toEqual(untouched)
    const [after] = rowsOf<{ parts: number }>(
      await ctx.db.execute(sql`select count(*)::int as parts from parts where removed_at is null`),
    )
    expect(after?.parts).toBe((before?.parts ?? 0) + 100)

    await ctx.db.execute(sql`delete from parts where slug like '%-copy'`)
    expect(await copiesDiffer()).toEqual(untouched)
  })
})
