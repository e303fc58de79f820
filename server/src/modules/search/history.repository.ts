import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { searchHistory, searchQueries, searchQueryVisitors } from '../../db/schema/index.ts'
import { escapeLike } from '../parts/like.ts'
import { isPublishableQuery } from './publishable-query.ts'

/** Who searched: a logged-in customer, else the anonymous `Session` header. */
export interface SearchOwner {
  customerId: string | null
  sessionId: string | null
  /**
   * Who counts for «Часто ищут»: the customer, else the client address. Session headers are
   * the client's to invent, so they never count as visitors.
   */
  visitor: string
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
    /**
     * Remembers a search for its owner (once per query, moved to the top). It counts towards
     * «Часто ищут» only when it found something and may be shown to everyone, once per visitor.
     */
    async record(owner: SearchOwner, rawQuery: string, found: number) {
      const query = normalizeQuery(rawQuery)
      if (!query) return
      // One statement (its own transaction): every search page writes here, and each round
      // trip to the database costs the server more than the writes themselves.
      const who = ownerCondition(owner)
      const history = who
        ? sql`touched as (update ${searchHistory} set created_at = now()
              where ${and(who, eq(searchHistory.query, query))} returning id),
            added as (insert into ${searchHistory} (customer_id, session_id, query)
              select ${owner.customerId}::uuid, ${owner.customerId ? null : owner.sessionId}, ${query}
              where not exists (select 1 from touched) returning id),`
        : sql``
      const counts = found > 0 && isPublishableQuery(query)
      await db.execute(sql`with ${history}
        counted as (insert into ${searchQueryVisitors} (query, visitor)
          select ${query}, ${owner.visitor} where ${counts ? sql`true` : sql`false`}
          on conflict do nothing returning query)
        insert into ${searchQueries} (query, count) select query, 1 from counted
        on conflict (query) do update set count = ${searchQueries}.count + 1, updated_at = now()`)
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
  }
}

export type SearchHistoryRepository = ReturnType<typeof createSearchHistoryRepository>
