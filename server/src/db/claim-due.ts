import { and, asc, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './database.ts'

/** A table a periodic job re-reads: rows with an id, a creation time and a claim mark. */
type ClaimableTable = PgTable & { id: PgColumn; createdAt: PgColumn; checkedAt: PgColumn }

/**
 * Claims up to `limit` rows that match `due`, were made before `cutoff` and were not claimed
 * since then, oldest first, marking them `checkedAt = now` in one transaction: `SKIP LOCKED`
 * and the claim mark let several server processes share the rows, each row re-read by one
 * process a period. Returns the claimed rows as they are after the mark.
 */
export async function claimDue<T extends ClaimableTable>(
  db: Database,
  table: T,
  due: SQL | undefined,
  { cutoff, now, limit }: { cutoff: Date; now: Date; limit: number },
): Promise<T['$inferSelect'][]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(
        and(
          due,
          lt(table.createdAt, cutoff),
          or(isNull(table.checkedAt), lt(table.checkedAt, cutoff)),
        ),
      )
      .orderBy(asc(table.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (claimed.length === 0) return []
    const mark = { checkedAt: now } as PgUpdateSetSource<T>
    const rows = await tx
      .update(table)
      .set(mark)
      .where(
        inArray(
          table.id,
          claimed.map((r) => r.id),
        ),
      )
      .returning()
    return rows as T['$inferSelect'][]
  })
}
