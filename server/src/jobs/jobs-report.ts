import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rowsOf } from '../db/rows-of.ts'
import { jobsSchema } from './job-queue.ts'

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

export interface JobRow {
  queue: string
  id: string
  state: JobState
  /** Tries made so far (1 for a job run once). */
  attempts: number
  retryLimit: number
  createdOn: Date
  /** When it runs (queued), ran last (running, done). */
  startAfter: Date
  completedOn: Date | null
  /** Why it failed (its error's message), or null. */
  reason: string | null
}

export interface JobsFilter {
  /** Failed jobs only. */
  failed?: boolean
  queue?: string
  /** Completed jobs of the last so many minutes (default 60). */
  recentMinutes?: number
  limit?: number
}

/** A database whose shop never started the queue has no pg-boss table yet: no jobs, not an error. */
async function hasJobTable(db: Database): Promise<boolean> {
  const [table] = rowsOf<{ ready: boolean }>(
    await db.execute(sql`SELECT to_regclass(${`${jobsSchema}.job`}) IS NOT NULL AS ready`),
  )
  return table?.ready === true
}

/**
 * The jobs `npm run jobs` shows: queued (created, retry), running (active), completed in the
 * last hour and failed ones with their reason, newest first. Read from pg-boss's table
 * directly, as pg-boss's own CLI and dashboard do; it never changes a job.
 */
export async function listJobs(db: Database, filter: JobsFilter = {}): Promise<JobRow[]> {
  const job = sql.raw(`${jobsSchema}.job`)
  if (!(await hasJobTable(db))) return []
  const recent = filter.recentMinutes ?? 60
  const states = filter.failed
    ? sql`state = 'failed'`
    : sql`(state IN ('created', 'retry', 'active', 'failed')
          OR (state = 'completed' AND completed_on > now() - make_interval(mins => ${recent})))`
  const queue = filter.queue ? sql`AND name = ${filter.queue}` : sql``
  const rows = rowsOf<{
    name: string
    id: string
    state: JobState
    retry_count: number
    retry_limit: number
    created_on: Date | string
    start_after: Date | string
    completed_on: Date | string | null
    reason: string | null
  }>(
    await db.execute(sql`
      SELECT name, id::text, state::text, retry_count, retry_limit, created_on, start_after,
        completed_on, CASE WHEN state IN ('failed', 'retry') THEN output->>'message' END AS reason
      FROM ${job}
      WHERE ${states} ${queue}
      ORDER BY created_on DESC
      LIMIT ${filter.limit ?? 200}`),
  )
  const at = (value: Date | string) => new Date(value)
  return rows.map((row) => ({
    queue: row.name,
    id: row.id,
    state: row.state,
    attempts: row.retry_count + (row.state === 'created' ? 0 : 1),
    retryLimit: row.retry_limit,
    createdOn: at(row.created_on),
    startAfter: at(row.start_after),
    completedOn: row.completed_on ? at(row.completed_on) : null,
    reason: row.reason,
  }))
}

/** Jobs waiting (queued or to be retried) and running, per queue: the queue's depth now. */
export async function queueDepths(
  db: Database,
): Promise<{ queue: string; state: 'waiting' | 'running'; count: number }[]> {
  if (!(await hasJobTable(db))) return []
  const rows = rowsOf<{ name: string; running: boolean; count: number }>(
    await db.execute(sql`
      SELECT name, state = 'active' AS running, count(*)::int AS count
      FROM ${sql.raw(`${jobsSchema}.job`)}
      WHERE state IN ('created', 'retry', 'active')
      GROUP BY 1, 2`),
  )
  return rows.map((row) => ({
    queue: row.name,
    state: row.running ? 'running' : 'waiting',
    count: row.count,
  }))
}

/**
 * One field of the data of a queue's jobs waiting or running now, in any process (pg-boss's
 * table is the one record of them): the `exchange.import` jobs' sessions, which the exchange
 * cleanup must not drop while a worker somewhere imports or is about to import them.
 */
export async function liveJobValues(
  db: Database,
  queue: string,
  field: string,
): Promise<Set<string>> {
  if (!(await hasJobTable(db))) return new Set()
  const rows = rowsOf<{ value: string | null }>(
    await db.execute(sql`
      SELECT DISTINCT data->>${field} AS value
      FROM ${sql.raw(`${jobsSchema}.job`)}
      WHERE name = ${queue} AND state IN ('created', 'retry', 'active')`),
  )
  return new Set(rows.flatMap((row) => (row.value === null ? [] : [row.value])))
}

const stateWords: Record<JobState, string> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
}

/** A plain table, one job a line, for a terminal. */
export function jobsTable(rows: readonly JobRow[]): string {
  if (rows.length === 0) return 'No jobs.'
  const time = (date: Date | null) =>
    date ? date.toISOString().slice(0, 19).replace('T', ' ') : ''
  const lines = rows.map((row) => [
    row.queue,
    row.id,
    stateWords[row.state],
    `${row.attempts}/${row.retryLimit + 1}`,
    time(row.createdOn),
    time(row.state === 'completed' || row.state === 'failed' ? row.completedOn : row.startAfter),
    row.reason ?? '',
  ])
  const header = ['QUEUE', 'ID', 'STATE', 'TRIES', 'CREATED (UTC)', 'RUNS/ENDED (UTC)', 'REASON']
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  )
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
