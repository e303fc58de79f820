import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { exchangeImports } from '../../db/schema/index.ts'

/**
 * What the `exchange.import` job does to its file's row: takes it, beats, counts, finishes.
 * Every write names the job (`runner`): a job whose import another took over (its beat had
 * stopped) changes nothing of the other's.
 */
export function createImportRunsRepository(db: Database) {
  const row = (sessionId: string, filename: string, runner: string) =>
    and(
      eq(exchangeImports.sessionId, sessionId),
      eq(exchangeImports.filename, filename),
      eq(exchangeImports.status, 'running'),
      eq(exchangeImports.runner, runner),
    )
  return {
    /**
     * Takes the queued import for the job's attempt `runner`: only a running row no job runs,
     * this attempt's own, or one whose job stopped beating before `staleBefore`. False when the file
     * is done, failed, or another live job imports it: the import is never run twice at once.
     */
    async claimImport(
      sessionId: string,
      filename: string,
      runner: string,
      now: Date,
      staleBefore: Date,
    ) {
      const taken = await db
        .update(exchangeImports)
        .set({ runner, heartbeatAt: now, processed: 0, total: 0 })
        .where(
          and(
            eq(exchangeImports.sessionId, sessionId),
            eq(exchangeImports.filename, filename),
            eq(exchangeImports.status, 'running'),
            or(
              isNull(exchangeImports.runner),
              eq(exchangeImports.runner, runner),
              isNull(exchangeImports.heartbeatAt),
              lt(exchangeImports.heartbeatAt, staleBefore),
            ),
          ),
        )
        .returning({ filename: exchangeImports.filename })
      return taken.length > 0
    },

    /** The running import's sign of life (every few seconds). */
    /**
     * Gives the import back, unfinished, for any job to take at once (no runner: `claimImport`
     * takes it without waiting for the beat to go stale): its worker is stopping.
     */
    async releaseImport(sessionId: string, filename: string, runner: string) {
      const released = await db
        .update(exchangeImports)
        .set({ runner: null, heartbeatAt: null })
        .where(row(sessionId, filename, runner))
        .returning({ sessionId: exchangeImports.sessionId })
      return released.length > 0
    },

    async importHeartbeat(sessionId: string, filename: string, runner: string, now: Date) {
      await db
        .update(exchangeImports)
        .set({ heartbeatAt: now })
        .where(row(sessionId, filename, runner))
    },

    async importProgress(
      sessionId: string,
      filename: string,
      runner: string,
      processed: number,
      total: number,
    ) {
      await db
        .update(exchangeImports)
        .set({ processed, total })
        .where(row(sessionId, filename, runner))
    },

    async finishImport(
      sessionId: string,
      filename: string,
      runner: string,
      outcome: { status: 'done' | 'failed'; error?: string; warnings?: string[] },
      now: Date,
    ) {
      const finished = await db
        .update(exchangeImports)
        .set({
          status: outcome.status,
          error: outcome.error ?? null,
          warnings: outcome.warnings?.length ? outcome.warnings.join('\n') : null,
          finishedAt: now,
        })
        .where(row(sessionId, filename, runner))
        .returning({ filename: exchangeImports.filename })
      return finished.length > 0
    },
  }
}

export type ImportRunsRepository = ReturnType<typeof createImportRunsRepository>
