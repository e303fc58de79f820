import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { callbackRequests } from '../../db/schema/index.ts'

export function createCallbackRepository(db: Database) {
  return {
    async countSince(phone: string, since: Date) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(callbackRequests)
        .where(and(eq(callbackRequests.phone, phone), gt(callbackRequests.createdAt, since)))
      return row?.count ?? 0
    },
    async create(request: { name: string; phone: string; comment: string | null }) {
      await db.insert(callbackRequests).values(request)
    },
  }
}

export type CallbackRepository = ReturnType<typeof createCallbackRepository>
