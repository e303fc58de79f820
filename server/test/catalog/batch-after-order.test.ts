import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { keptModelCountsDiffer } from './kept-model-counts.ts'
import { keptWordsDiffer, searchCopyDiffers } from './kept-words.ts'
import { joinsPlannedOnce, pairingTriggers } from './transition-joins.ts'

// A connection of its own: what it is asked first is what PL/pgSQL used to plan for.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

// An order changes one part; the connection's next statement may be one of 1C's batches. Each
// statement's old and new rows must be joined as planned for its own size (migrations 0021 and
// 0037): with the plan of the one-part statement kept, the join went row by row through the
// other side, and a batch four times larger took sixteen times longer (45 s for the demo
// catalogue on PGlite). Read from the triggers' code, not from a clock: the machine's load
// made a comparison of two batches' times fail now and then.
describe('a batch after an order', () => {
  it('joins its old and new rows as planned for its own size, in every trigger', async () => {
    const triggers = await pairingTriggers(ctx.db)
    expect(triggers.map((trigger) => trigger.name)).toEqual(
      expect.arrayContaining([
        'part_search_fit_updated',
        'part_search_updated',
        'parts_part_search_updated',
      ]),
    )
    const plannedOnce = triggers.filter((trigger) =>
      joinsPlannedOnce(trigger.source, trigger.oldTable, trigger.newTable),
    )
    expect(plannedOnce.map((trigger) => trigger.name)).toEqual([])
  })

  it('sees a join planned once, as the model counts’ trigger had it at first', async () => {
    const first = await readFile(
      new URL('../../drizzle/0036_part_model_counts.sql', import.meta.url),
      'utf8',
    )
    const body = first.slice(first.indexOf('CREATE FUNCTION part_search_fit_updated'))
    expect(joinsPlannedOnce(body.slice(0, body.indexOf('$$;')), 'old_rows', 'new_rows')).toBe(true)
  })

  it('keeps the search copy, the words and the model counts', async () => {
    await ctx.db.execute(sql`update parts set total_stock = total_stock + 1
      where id = (select id from parts order by id desc limit 1)`)
    await ctx.db.execute(sql`update parts set price = price + 1, popularity = popularity + 1
      where id in (select id from parts order by id limit 2000)`)
    expect({
      ...(await searchCopyDiffers(ctx.db)),
      ...(await keptWordsDiffer(ctx.db)),
      ...(await keptModelCountsDiffer(ctx.db)),
    }).toEqual({ search: 0, facets: 0, words: 0, counts: 0, models: 0 })
  })
})
