import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { searchHistory, searchQueries } from '../../db/schema/index.ts'
import { escapeLike } from './like.ts'

/** Who searched: a logged-in customer, else the anonymous `Session` header. */
export interface SearchOwner {
  customerId: string | null
  sessionId: string | null
}

/** History and popularity compare queries in one form: lowercase, single spaces. */
export const normalizeQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ')

export function ownerCondition(owner: SearchOwner): SQL | null {
  if (owner.customerId) return eq(searchHistory.customerId, owner.customerId)
  if (owner.sessionId) {
    return (
      and(isNull(searchHistory.customerId), eq(searchHistory.sessionId, owner.sessionId)) ?? null
    )
  }
  return null
}

export function createSearchHistoryRepository(db: Database) {
  return {
    /** Remembers a search for its owner (once per query, moved to the top) and counts it. */
    async record(owner: SearchOwner, rawQuery: string) {
      const query = normalizeQuery(rawQuery)
      if (!query) return
      await db.transaction(async (tx) => {
        const who = ownerCondition(owner)
        if (who) {
          const updated = await tx
            .update(searchHistory)
            .set({ createdAt: new Date() })
            .where(and(who, eq(searchHistory.query, query)))
            .returning({ id: searchHistory.id })
          if (updated.length === 0) {
            await tx.insert(searchHistory).values({
              customerId: owner.customerId,
              sessionId: owner.customerId ? null : owner.sessionId,
              query,
            })
          }
        }
        await tx
          .insert(searchQueries)
          .values({ query, count: 1 })
          .onConflictDoUpdate({
            target: searchQueries.query,
            set: { count: sql`${searchQueries.count} + 1`, updatedAt: new Date() },
          })
      })
    },

    async list(owner: SearchOwner, prefix: string, limit: number) {
      const who = ownerCondition(owner)
      if (!who) return []
      const text = normalizeQuery(prefix)
      return db
        .select({ uuid: searchHistory.id, query: searchHistory.query })
        .from(searchHistory)
        .where(text ? and(who, ilike(searchHistory.query, `%${escapeLike(text)}%`)) : who)
        .orderBy(desc(searchHistory.createdAt))
        .limit(limit)
    },

    /** Deletes one item of the owner's history; false when it is not theirs or not there. */
    async remove(owner: SearchOwner, id: string) {
      const who = ownerCondition(owner)
      if (!who) return false
      const deleted = await db
        .delete(searchHistory)
        .where(and(who, eq(searchHistory.id, id)))
        .returning({ id: searchHistory.id })
      return deleted.length > 0
    },

    /** The most searched queries, starting with the typed text when there is one. */
    async popular(prefix: string, limit: number) {
      const text = normalizeQuery(prefix)
      return db
        .select({ title: searchQueries.query })
        .from(searchQueries)
        .where(text ? sql`${searchQueries.query} like ${`${escapeLike(text)}%`}` : undefined)
        .orderBy(desc(searchQueries.count), searchQueries.query)
        .limit(limit)
    },
  }
}

export type SearchHistoryRepository = ReturnType<typeof createSearchHistoryRepository>
