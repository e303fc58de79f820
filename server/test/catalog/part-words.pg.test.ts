import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parts } from '../../src/db/schema/index.ts'
import { createTestApp } from '../helpers.ts'
import { keptWordsDiffer } from './kept-words.ts'

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
}

// The words kept per part and their counts (migration 0017) are rows many writers share: every
// part of one make, node and name adds to the same counts. Writers at once on PostgreSQL's
// pool must neither lose a count nor deadlock.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

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
})
