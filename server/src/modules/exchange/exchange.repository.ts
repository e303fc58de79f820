import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  exchangeImports,
  exchangeLog,
  exchangePriceTypes,
  exchangeSessions,
  exchangeUploadChunks,
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

    /**
     * Marks the file's import queued (running, no job on it yet), unless it finished or a job's
     * import of it beat since `staleBefore` (it is alive: 1C polling any process gets its
     * progress). False then; true tells the caller to queue the job.
     */
    async queueImport(sessionId: string, filename: string, now: Date, staleBefore: Date) {
      const queued = await db
        .insert(exchangeImports)
        .values({ sessionId, filename, status: 'running', startedAt: now, heartbeatAt: now })
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
            heartbeatAt: now,
            runner: null,
          },
          // A running row whose job stopped beating is taken over; a finished one never (it
          // may have finished since the caller read it: its answer stands until the next init).
          setWhere: and(
            eq(exchangeImports.status, 'running'),
            or(isNull(exchangeImports.heartbeatAt), lt(exchangeImports.heartbeatAt, staleBefore)),
          ),
        })
        .returning({ filename: exchangeImports.filename })
      return queued.length > 0
    },

    /**
     * Keeps one request's body of an uploaded file after what came before, piece by piece as
     * it arrives, in one transaction: a body cut off or refused midway leaves nothing of itself.
     */
    async appendUpload(
      sessionId: string,
      filename: string,
      pieces: AsyncIterable<Buffer>,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ seq: sql<number>`coalesce(max(${exchangeUploadChunks.seq}), -1)` })
          .from(exchangeUploadChunks)
          .where(
            and(
              eq(exchangeUploadChunks.sessionId, sessionId),
              eq(exchangeUploadChunks.filename, filename),
            ),
          )
        let seq = Number(last?.seq ?? -1) + 1
        for await (const body of pieces) {
          await tx
            .insert(exchangeUploadChunks)
            .values({ sessionId, filename, seq: seq++, body, receivedAt: now })
        }
      })
    },

    /** The names of the files a session uploaded. */
    uploadedFiles: (sessionId: string) =>
      db
        .selectDistinct({ filename: exchangeUploadChunks.filename })
        .from(exchangeUploadChunks)
        .where(eq(exchangeUploadChunks.sessionId, sessionId))
        .then((rows) => rows.map((r) => r.filename)),

    /** An uploaded file's pieces in order, one row read at a time (files run to 100 MB). */
    async *uploadPieces(sessionId: string, filename: string): AsyncGenerator<Buffer> {
      const of = and(
        eq(exchangeUploadChunks.sessionId, sessionId),
        eq(exchangeUploadChunks.filename, filename),
      )
      const seqs = await db
        .select({ seq: exchangeUploadChunks.seq })
        .from(exchangeUploadChunks)
        .where(of)
        .orderBy(asc(exchangeUploadChunks.seq))
      for (const { seq } of seqs) {
        const [row] = await db
          .select({ body: exchangeUploadChunks.body })
          .from(exchangeUploadChunks)
          .where(and(of, eq(exchangeUploadChunks.seq, seq)))
        if (row) yield row.body
      }
    },

    /** Forgets a session's uploads (one file's, or all of them). */
    async forgetUploads(sessionId: string, filename?: string) {
      await db
        .delete(exchangeUploadChunks)
        .where(
          and(
            eq(exchangeUploadChunks.sessionId, sessionId),
            filename === undefined ? undefined : eq(exchangeUploadChunks.filename, filename),
          ),
        )
    },

    /** Drops uploads received before `before` (the retention of the cleanup job). */
    async dropUploadsBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(exchangeUploadChunks)
        .where(lt(exchangeUploadChunks.receivedAt, before))
        .returning({ seq: exchangeUploadChunks.seq })
      return gone.length
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
        await tx.delete(exchangeUploadChunks).where(eq(exchangeUploadChunks.sessionId, id))
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
