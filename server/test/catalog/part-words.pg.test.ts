import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'
import { useScratchPgApp } from '../support/scratch-pg-app.ts'
import { keptWordsDiffer, searchCopyDiffers } from './kept-words.ts'

// The words kept per part and their counts (migration 0017) are rows many writers share: every
// part of one make, node and name adds to the same counts. Writers at once on PostgreSQL's
// pool must neither lose a count nor deadlock.
const ctx = useScratchPgApp()

describe('the words kept per part, written at once', () => {
  it('count every part when writers rename, remove and restock parts of one name together', async () => {
    const [sample] = await ctx.db.select().from(parts).limit(1)
    if (!sample) throw new Error('no parts seeded')
    const siblings = await ctx.db
      .select({ id: parts.id })
      .from(parts)
      .where(eq(parts.nomenclatureId, sample.nomenclatureId))
      .limit(24)
    expect(siblings.length).toBeGreaterThanOrEqual(8)
    const ids = siblings.map((row) => row.id)
    const half = Math.floor(ids.length / 2)
    const others = ids.slice(half)
    // Each writer its own transaction and its own two parts: a rename onto one shared title
    // (the same count rows, taken in the same order), then a removal, or a restock and a
    // popularity move, of a sibling no other writer touches.
    await Promise.all(
      ids.slice(0, half).map((id, index) =>
        ctx.db.transaction(async (tx) => {
          await tx
            .update(parts)
            .set({ title: `Кронштейн общий усиленный ${index % 2 ? 'левый' : 'правый'}` })
            .where(eq(parts.id, id))
          const sibling = others[index] ?? id
          if (index % 3 === 0) {
            await tx.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, sibling))
          } else {
            await tx
              .update(parts)
              .set({ totalStock: index % 2, popularity: sql`${parts.popularity} + ${index}` })
              .where(eq(parts.id, sibling))
          }
        }),
      ),
    )
    expect(await keptWordsDiffer(ctx.db)).toEqual({ words: 0, counts: 0 })
    await Promise.all(
      ids.map((id) => ctx.db.update(parts).set({ removedAt: null }).where(eq(parts.id, id))),
    )
    await ctx.db.delete(parts).where(inArray(parts.id, ids.slice(0, 4)))
    expect(await keptWordsDiffer(ctx.db)).toEqual({ words: 0, counts: 0 })
  })

  it('count every part when batches of parts, as 1C writes them, change at once', async () => {
    // Six writers, each one statement over forty parts of the catalogue's commonest names:
    // renamed onto shared words, moved to one make, restocked — the count rows they share
    // are taken by each statement in key order (migration 0019).
    const batches = rowsOf<{ ids: string[] }>(
      await ctx.db.execute(sql`select array_agg(id) as ids from (select id,
          ntile(6) over (order by nomenclature_id, id) as batch from (select id, nomenclature_id
            from parts where removed_at is null order by nomenclature_id, id limit 240) l) p
        group by batch`),
    ).map((row) => row.ids)
    expect(batches.length).toBe(6)
    await Promise.all(
      batches.map((ids, index) =>
        ctx.db.execute(sql`update parts set
            title = 'Кронштейн общий ' || (case when ${index} % 2 = 0 then 'левый' else 'правый' end),
            mark_id = case when ${index} % 3 = 0 then (select min(id::text)::uuid from marks) else mark_id end,
            total_stock = (total_stock + ${index}) % 2
          where id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`),
      ),
    )
    expect(await keptWordsDiffer(ctx.db)).toEqual({ words: 0, counts: 0 })
    expect(await searchCopyDiffers(ctx.db)).toEqual({ search: 0, facets: 0 })
  })
})
