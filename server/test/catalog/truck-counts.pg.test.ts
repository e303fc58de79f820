import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { useScratchPgApp } from '../support/scratch-pg-app.ts'
import { keptModelCountsDiffer } from './kept-model-counts.ts'

// The counts kept per truck model (migration 0036) follow two tables: a part's row of
// part_search (its facets, words, model) and its rows of part_fits. Writers of each at once,
// on the same parts, on PostgreSQL's pool: none may count a part against the other's old rows,
// lose a count or deadlock.
const ctx = useScratchPgApp()

const agreed = { models: 0, words: 0 }

/**
 * A transaction run again when PostgreSQL chose it to end a deadlock, as a writer would: two
 * transactions writing the same parts' fitment and facets over several statements each may
 * wait for each other's part locks (migration 0036); one is rolled back whole, so the counts
 * stay right either way.
 */
async function retried(run: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (code !== '40P01' || attempt === 5) throw error
    }
  }
}

describe('the counts kept per truck model, written at once', () => {
  it('count every part when its fitment and its facets change in two transactions together', async () => {
    const ids = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from parts where removed_at is null
        order by nomenclature_id, id limit 96`),
    ).map((row) => row.id)
    const models = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from truck_models order by id limit 4`),
    ).map((row) => row.id)
    expect(ids.length).toBe(96)
    expect(models.length).toBe(4)
    const batches = Array.from({ length: 8 }, (_, index) => ids.slice(index * 12, index * 12 + 12))
    const list = (batch: string[]) =>
      sql`(select json_array_elements_text(${JSON.stringify(batch)}::json)::uuid)`
    const pause = sql`select pg_sleep(0.05)`
    // Each batch of parts has two writers: one fits it to models (with years), moves years and
    // drops rows; the other renames, moves make and model, and takes parts off sale — each in
    // its own transaction, its statements spaced so that the two interleave.
    const fitment = (batch: string[], index: number) =>
      retried(() =>
        ctx.db.transaction(async (tx) => {
          await tx.execute(sql`insert into part_fits (part_id, truck_model_id, year_from, year_to)
          select p, m, ${2000 + index}, case when ${index} % 2 = 0 then 2020 end
          from ${list(batch)} p(p), unnest(${`{${models.join(',')}}`}::uuid[]) m
          on conflict (part_id, truck_model_id) do update set year_from = excluded.year_from`)
          await tx.execute(pause)
          await tx.execute(sql`update part_fits set year_to = 2030
          where part_id in ${list(batch)} and truck_model_id = ${models[index % 4]}`)
          await tx.execute(sql`delete from part_fits
          where part_id in ${list(batch.slice(0, 3))} and truck_model_id = ${models[(index + 1) % 4]}`)
        }),
      )
    const facets = (batch: string[], index: number) =>
      retried(() =>
        ctx.db.transaction(async (tx) => {
          await tx.execute(pause)
          await tx.execute(sql`update parts set title = title || ' фильтр',
            truck_model_id = case when ${index} % 2 = 0 then ${models[index % 4]}::uuid else truck_model_id end,
            mark_id = case when ${index} % 3 = 0 then (select min(id::text)::uuid from marks) else mark_id end
          where id in ${list(batch)}`)
          await tx.execute(
            sql`update parts set removed_at = now() where id in ${list(batch.slice(-2))}`,
          )
        }),
      )
    await Promise.all(
      batches.flatMap((batch, index) => [fitment(batch, index), facets(batch, index)]),
    )
    expect(await keptModelCountsDiffer(ctx.db)).toEqual(agreed)
    // And the other way round: the facets first, the fitment after.
    await Promise.all(
      batches.flatMap((batch) => [
        retried(() =>
          ctx.db.transaction(async (tx) => {
            await tx.execute(sql`update parts set removed_at = null, is_not_new = not is_not_new
            where id in ${list(batch)}`)
            await tx.execute(pause)
          }),
        ),
        retried(() =>
          ctx.db.transaction(async (tx) => {
            await tx.execute(sql`delete from part_fits where part_id in ${list(batch.slice(4))}`)
          }),
        ),
      ]),
    )
    expect(await keptModelCountsDiffer(ctx.db)).toEqual(agreed)
  })
})
