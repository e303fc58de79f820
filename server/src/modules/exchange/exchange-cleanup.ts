import fs from 'node:fs'
import path from 'node:path'
import { createPeriodicJob } from '../shared/periodic-job.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import { exchangeLogTexts } from './messages.ts'

/** How often the cleanup runs (the job queue's `exchange.cleanup`). */
export const exchangeCleanupIntervalSeconds = 15 * 60

/**
 * Drops exchange sessions 1C never came back to (EXCHANGE_SESSION_TTL_HOURS since its last
 * call): the session row, its imports, its uploaded files; an import still marked running is
 * written to the exchange log as not finished. Uploads kept in the database longer than that go
 * (a file never imported), and upload folders no session owns. A session with an import still
 * running in this process, or an `exchange.import` job queued or running in any process (the
 * job queue's table), is left alone: 1C may go quiet for hours while a worker imports its files.
 */
export function createExchangeCleanup(deps: {
  exchange: ExchangeRepository
  /** Where uploads live, one folder per session. */
  uploadsDir: string
  ttlHours: number
  busySessions: () => Set<string>
  /** Sessions with an import job waiting or running anywhere (the job queue's table). */
  importingSessions?: (() => Promise<Set<string>>) | undefined
  now: () => Date
  log: (message: string) => void
}) {
  return createPeriodicJob(async () => {
    const now = deps.now()
    const before = new Date(now.getTime() - deps.ttlHours * 3_600_000)
    const busy = new Set([...deps.busySessions(), ...((await deps.importingSessions?.()) ?? [])])
    let sessions = 0
    for (const id of await deps.exchange.staleSessions(before)) {
      if (busy.has(id)) continue
      const unfinished = await deps.exchange.dropSession(id, before)
      if (!unfinished) continue
      sessions++
      await fs.promises.rm(path.join(deps.uploadsDir, id), { recursive: true, force: true })
      await deps.exchange.log({
        at: now,
        sessionId: id,
        type: 'cleanup',
        mode: 'stale',
        filename: unfinished.join(', ') || null,
        outcome: unfinished.length > 0 ? 'failure' : 'success',
        message: [
          exchangeLogTexts.staleSession(deps.ttlHours),
          ...unfinished.map(exchangeLogTexts.staleImport),
        ].join('\n'),
        counts: { sessions: 1 },
      })
    }
    const pieces = await deps.exchange.dropUploadsBefore(before)
    if (pieces > 0) deps.log(`Exchange cleanup: ${pieces} piece(s) of old 1C uploads dropped`)
    // Folders left by sessions already gone (a crash between the two steps above).
    const known = new Set(await deps.exchange.sessionIds())
    for (const name of await fs.promises.readdir(deps.uploadsDir).catch(() => [] as string[])) {
      if (known.has(name) || busy.has(name)) continue
      const dir = path.join(deps.uploadsDir, name)
      const stat = await fs.promises.stat(dir).catch(() => null)
      if (stat && stat.mtime < before) await fs.promises.rm(dir, { recursive: true, force: true })
    }
    if (sessions > 0) deps.log(`Exchange cleanup: ${sessions} stale 1C session(s) dropped`)
    return sessions
  })
}

export type ExchangeCleanup = ReturnType<typeof createExchangeCleanup>
