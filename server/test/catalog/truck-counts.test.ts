import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import type { PartFilter } from '../../src/modules/parts/part-filter.ts'
import { countsFrom } from '../../src/modules/search/page-counts.ts'
import { createQueryContextRepository } from '../../src/modules/search/query-context.repository.ts'
import { parseQuery } from '../../src/modules/search/search-query.ts'
import { keptWord } from '../../src/modules/search/word-page.ts'
import { createExchangeApp, exchangePair } from '../exchange/exchange-app.ts'
import { createTestApp } from '../helpers.ts'
import { keptModelCountsDiffer, truckPageBothWays, trucksToAsk } from './kept-model-counts.ts'

// «Только для моего грузовика» reads its counts from those kept per truck model (migration
// 0036): every page must be the one counted in the request over every match, after any change
// of parts and of what they fit, and after a 1C import.
const agreed = { models: 0, words: 0 }
const words = ['фильтр', 'колодка', 'тормозной', 'стартер']

/** Every page asked both ways, for each truck: listings, a make's page, one-word searches. */
async function expectPagesAgree(db: Database) {
  const context = await createQueryContextRepository(db).context()
  const trucks = await trucksToAsk(db)
  expect(trucks.length).toBeGreaterThan(0)
  let keptPages = 0
  for (const truck of trucks) {
    const scope: PartFilter = { truck, truckOnly: true }
    const listings: PartFilter[] = [scope, { ...scope, marks: ['volvo'], pinned: ['marks'] }]
    for (const filter of listings) {
      expect(countsFrom(filter, true)).toBe('kept')
      const { kept, counted } = await truckPageBothWays(db, filter, null)
      expect(kept, JSON.stringify(filter)).toEqual(counted)
      if (kept.total > 0) keptPages++
    }
    for (const text of words) {
      const query = parseQuery(text, context)
      const options = { sort: 'relevance' as const, strict: true }
      expect(keptWord(scope, query, options), text).toBe(query.words[0]?.[0])
      const { kept, counted } = await truckPageBothWays(db, scope, query)
      expect(kept, `${text} ${JSON.stringify(truck)}`).toEqual(counted)
      if (kept.total > 0) keptPages++
    }
  }
  // The pages are not all empty: the kept counts answered something.
  expect(keptPages).toBeGreaterThan(trucks.length)
}

describe('counts kept per truck model', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let db: Database
  beforeAll(async () => {
    ctx = await createTestApp()
    db = ctx.db
  }, 180_000)
  afterAll(() => ctx.close())

  it('are what the catalogue and part_fits count, and every page agrees', async () => {
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await expectPagesAgree(db)
  })

  it('follow part_fits rows added with years, moved to other years and deleted', async () => {
    // Years on part of the rows, a model fitted anew to parts of another, then some dropped.
    await db.execute(sql`with n as (select part_id, truck_model_id,
        row_number() over (order by part_id, truck_model_id) % 4 as way from part_fits)
      update part_fits f set year_from = case when n.way in (0, 1) then 2010 end,
        year_to = case when n.way in (0, 2) then 2018 end
      from n where (n.part_id, n.truck_model_id) = (f.part_id, f.truck_model_id)`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await db.execute(sql`insert into part_fits (part_id, truck_model_id, year_from, year_to)
      select p.id, m.id, case when p.popularity % 2 = 0 then 2012 end, 2020
      from (select id, popularity, truck_model_id from parts order by id limit 300) p
      cross join (select id from truck_models order by id limit 3) m
      where p.truck_model_id is distinct from m.id or p.popularity % 3 = 0
      on conflict do nothing`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await db.execute(sql`update part_fits set year_to = year_to + 1, inherited = not inherited
      where year_to is not null and part_id in (select id from parts order by id limit 100)`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await db.execute(sql`delete from part_fits where part_id in
      (select id from parts order by id desc limit 150)`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await expectPagesAgree(db)
  })

  it('follow parts that change model, make, name or sale, arrive and are deleted', async () => {
    await db.execute(sql`with n as (select id, row_number() over (order by id) % 7 as way from parts)
      update parts p set
        truck_model_id = case when n.way = 0 then (select min(id::text)::uuid from truck_models)
          when n.way = 1 then null else p.truck_model_id end,
        mark_id = case when n.way = 2 then (select id from marks where slug = 'volvo') else p.mark_id end,
        title = case when n.way = 3 then p.title || ' фильтр' else p.title end,
        removed_at = case when n.way = 4 then now() else p.removed_at end,
        total_stock = case when n.way = 5 then 1 - sign(p.total_stock)::int else p.total_stock end
      from n where n.id = p.id and n.way < 6`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await db.execute(sql`
      insert into parts (id, slug, title, full_title, article, article_normalized, search_text,
        search_context, mark_id, nomenclature_id, node_id, aggregation_id, truck_model_id,
        is_not_new, base_price, price, total_stock)
      select gen_random_uuid(), slug || '-fit-copy', title || ' копия', full_title, article,
        article_normalized, search_text, search_context, mark_id, nomenclature_id, node_id,
        aggregation_id, truck_model_id, is_not_new, base_price, price, total_stock
      from parts where removed_at is null order by id limit 40`)
    await db.execute(sql`insert into part_fits (part_id, truck_model_id, year_from)
      select p.id, m.id, 2015 from parts p, (select id from truck_models order by id limit 2) m
      where p.slug like '%-fit-copy' on conflict do nothing`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    // Deleting parts deletes their rows of part_search and of part_fits, in whatever order.
    const [before] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from part_fits f join parts p on p.id = f.part_id
        where p.slug like '%-fit-copy'`),
    )
    expect(before?.n).toBeGreaterThan(0)
    await db.execute(sql`delete from parts where slug like '%-fit-copy' and id not in
      (select part_id from order_items)`)
    expect(await keptModelCountsDiffer(db)).toEqual(agreed)
    await expectPagesAgree(db)
  })
})

describe('counts kept per truck model after a 1C import', () => {
  it('take the parts and the fitment 1C brings', async () => {
    const ctx = await createExchangeApp()
    try {
      await exchangePair(ctx, 'fitment')
      const [imported] = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`select count(*)::int as n from part_fits f
          join parts p on p.id = f.part_id where p.external_id like 'fit-%'`),
      )
      expect(imported?.n).toBeGreaterThan(0)
      expect(await keptModelCountsDiffer(ctx.db)).toEqual(agreed)
      await expectPagesAgree(ctx.db)
    } finally {
      await ctx.close()
    }
  }, 180_000)
})
