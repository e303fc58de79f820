import { and, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  exchangeImports,
  exchangeLog,
  exchangePriceTypes,
  exchangeSessions,
} from '../../db/schema/index.ts'
import type { PriceTypeInfo } from './price-types.ts'

export type ImportRow = typeof exchangeImports.$inferSelect
export type LogEntry = typeof exchangeLog.$inferInsert
export type LogRow = typeof exchangeLog.$inferSelect

/** Exchange sessions, the state of each file's import, the price types 1C declared, the log. */
export function createExchangeRepository(db: Database) {
  return {
    async createSession(id: string, now: Date) {
      await db.insert(exchangeSessions).values({ id, createdAt: now, lastSeenAt: now })
    },

    /** Whether the session exists; touches it. */
    async touchSession(id: string, now: Date) {
      const rows = await db
        .update(exchangeSessions)
        .set({ lastSeenAt: now })
        .where(eq(exchangeSessions.id, id))
        .returning({ id: exchangeSessions.id, sentOrderIds: exchangeSessions.sentOrderIds })
      return rows[0] ?? null
    },

    async setSentOrders(id: string, orderIds: string[]) {
      await db
        .update(exchangeSessions)
        .set({ sentOrderIds: orderIds })
        .where(eq(exchangeSessions.id, id))
    },

    async forgetImports(sessionId: string) {
      await db.delete(exchangeImports).where(eq(exchangeImports.sessionId, sessionId))
    },

    async importOf(sessionId: string, filename: string): Promise<ImportRow | null> {
      const [row] = await db
        .select()
        .from(exchangeImports)
        .where(
          and(eq(exchangeImports.sessionId, sessionId), eq(exchangeImports.filename, filename)),
        )
      return row ?? null
    },

    async startImport(sessionId: string, filename: string, now: Date) {
      await db
        .insert(exchangeImports)
        .values({ sessionId, filename, status: 'running', startedAt: now })
        .onConflictDoUpdate({
          target: [exchangeImports.sessionId, exchangeImports.filename],
          set: {
            status: 'running',
            processed: 0,
            total: 0,
            error: null,
            warnings: null,
            startedAt: now,
            finishedAt: null,
          },
        })
    },

    async importProgress(sessionId: string, filename: string, processed: number, total: number) {
      await db
        .update(exchangeImports)
        .set({ processed, total })
        .where(
          and(eq(exchangeImports.sessionId, sessionId), eq(exchangeImports.filename, filename)),
        )
    },

    async finishImport(
      sessionId: string,
      filename: string,
      outcome: { status: 'done' | 'failed'; error?: string; warnings?: string[] },
      now: Date,
    ) {
      await db
        .update(exchangeImports)
        .set({
          status: outcome.status,
          error: outcome.error ?? null,
          warnings: outcome.warnings?.length ? outcome.warnings.join('\n') : null,
          finishedAt: now,
        })
        .where(
          and(eq(exchangeImports.sessionId, sessionId), eq(exchangeImports.filename, filename)),
        )
    },

    sessionIds: () =>
      db
        .select({ id: exchangeSessions.id })
        .from(exchangeSessions)
        .then((rows) => rows.map((r) => r.id)),

    /** Sessions 1C has not called since `before`. */
    staleSessions: (before: Date) =>
      db
        .select({ id: exchangeSessions.id })
        .from(exchangeSessions)
        .where(lt(exchangeSessions.lastSeenAt, before))
        .then((rows) => rows.map((r) => r.id)),

    /**
     * Drops a session and its imports, if it is still stale (1C may have come back meanwhile);
     * returns the files whose import was still running, or null when the session was kept.
     */
    dropSession: (id: string, before: Date) =>
      db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(exchangeSessions)
          .where(and(eq(exchangeSessions.id, id), lt(exchangeSessions.lastSeenAt, before)))
          .returning({ id: exchangeSessions.id })
        if (!gone) return null
        const imports = await tx
          .delete(exchangeImports)
          .where(eq(exchangeImports.sessionId, id))
          .returning({ filename: exchangeImports.filename, status: exchangeImports.status })
        return imports.filter((i) => i.status === 'running').map((i) => i.filename)
      }),

    /**
     * Whether a 1C import is running, in any process: started in the last half hour and not
     * finished (an older «running» row is an import whose process died; it holds no one up).
     */
    importInProgress: async (now: Date): Promise<boolean> => {
      const since = new Date(now.getTime() - 30 * 60_000)
      const [row] = await db
        .select({ filename: exchangeImports.filename })
        .from(exchangeImports)
        .where(and(eq(exchangeImports.status, 'running'), gt(exchangeImports.startedAt, since)))
        .limit(1)
      return row !== undefined
    },

    /** The price types earlier exchanges declared, the newest declaration first. */
    priceTypes: (): Promise<PriceTypeInfo[]> =>
      db
        .select({
          id: exchangePriceTypes.id,
          name: exchangePriceTypes.name,
          currency: exchangePriceTypes.currency,
        })
        .from(exchangePriceTypes)
        .orderBy(desc(exchangePriceTypes.declaredAt), exchangePriceTypes.id),

    /** Keeps the types a file declared (its last word on each Ид wins), as of `now`. */
    async rememberPriceTypes(types: PriceTypeInfo[], now: Date) {
      const byId = new Map(types.map((t) => [t.id, t]))
      if (byId.size === 0) return
      await db
        .insert(exchangePriceTypes)
        .values([...byId.values()].map((t) => ({ ...t, declaredAt: now })))
        .onConflictDoUpdate({
          target: exchangePriceTypes.id,
          set: {
            name: sql`excluded.name`,
            currency: sql`excluded.currency`,
            declaredAt: sql`excluded.declared_at`,
          },
        })
    },

    async log(entry: LogEntry) {
      await db.insert(exchangeLog).values(entry)
    },

    /** The newest log entries first. */
    recentLog: (limit: number) =>
      db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(limit),
  }
}

export type ExchangeRepository = ReturnType<typeof createExchangeRepository>
