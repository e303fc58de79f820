import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import type { JobDefinition } from './job-definition.ts'
import { createJobQueue, type JobQueue } from './job-queue.ts'
import { jobsTable, listJobs } from './jobs-report.ts'

/** Polls `read` until it gives something, as a client waiting for a job's effect would. */
async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out waiting for a job')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * A bare PGlite as the queue's database: pg-boss keeps its own schema, so the shop's
 * migrations are not needed here (they cost seconds a database).
 */
async function bareDatabase(dataDir?: string) {
  const client = await PGlite.create(dataDir)
  return { db: drizzle(client) as unknown as Database, close: () => client.close() }
}

describe('job queue on PGlite', () => {
  let database: Awaited<ReturnType<typeof bareDatabase>>
  let queue: JobQueue
  const echoed: object[] = []
  const tries: { at: number; attempt: number }[] = []
  const ticks: number[] = []
  const definitions: JobDefinition[] = [
    { name: 'test.echo', handle: async (data) => void echoed.push(data) },
    {
      name: 'test.flaky',
      retry: { limit: 1, delaySeconds: 1 },
      handle: async (_data, job) => {
        tries.push({ at: Date.now(), attempt: job.attempt })
        throw new Error('gateway said no')
      },
    },
    { name: 'test.tick', everySeconds: 1, handle: async () => void ticks.push(Date.now()) },
    { name: 'test.secret', keepDoneSeconds: 600, handle: async (data) => void echoed.push(data) },
  ]

  beforeAll(async () => {
    database = await bareDatabase()
    queue = createJobQueue(database.db)
    await queue.start(definitions, { work: true })
  })
  afterAll(async () => {
    await queue.stop()
    await database.close()
  })

  it('runs a queued job, once per singletonKey still queued or running', async () => {
    await queue.sender.send('test.echo', { n: 1 })
    await until(() => echoed.find((data) => 'n' in data))
    await queue.sender.sendMany([
      {
        name: 'test.echo',
        data: { key: 1 },
        singletonKey: 'same',
        startAfter: new Date(Date.now() + 300),
      },
      { name: 'test.echo', data: { key: 2 }, singletonKey: 'same' },
    ])
    await queue.sender.send('test.echo', { key: 3 }, { singletonKey: 'same' })
    await until(() => echoed.find((data) => 'key' in data))
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(echoed.filter((data) => 'key' in data)).toEqual([{ key: 1 }])
  })

  it('a job holding a secret is deleted 10 minutes after it is done, the others after a day', async () => {
    await queue.sender.send('test.secret', { code: '4821' })
    await until(() => echoed.find((data) => 'code' in data))
    const kept = (await database.db.execute(
      sql`select name, deletion_seconds from pgboss.job where name in ('test.secret', 'test.echo')`,
    )) as unknown as { rows: { name: string; deletion_seconds: number }[] }
    const byName = new Map(kept.rows.map((row) => [row.name, Number(row.deletion_seconds)]))
    expect(byName.get('test.secret')).toBe(600)
    expect(byName.get('test.echo')).toBe(86_400)
  })

  it('retries a failing job with backoff, then shows it failed with its reason', async () => {
    await queue.sender.send('test.flaky', {})
    await until(() => (tries.length === 2 ? tries : undefined))
    const [first, second] = tries
    expect([first?.attempt, second?.attempt]).toEqual([1, 2])
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900)
    let rows = await listJobs(database.db, { failed: true })
    for (let waited = 0; rows.length === 0 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      rows = await listJobs(database.db, { failed: true })
    }
    expect(rows).toMatchObject([
      { queue: 'test.flaky', state: 'failed', attempts: 2, reason: 'gateway said no' },
    ])
    expect(jobsTable(rows)).toMatch(/test\.flaky .* failed +2\/2 .* gateway said no$/m)
  })

  it('runs a periodic job once a period', async () => {
    await until(() => (ticks.length >= 2 ? ticks : undefined), 8000)
    const [first = 0, second = 0] = ticks
    expect(second - first).toBeGreaterThanOrEqual(900)
    const queued = await listJobs(database.db, { queue: 'test.tick' })
    expect(queued.filter((row) => row.state === 'created')).toHaveLength(1)
  })
})

describe('jobs on a PGlite data directory', () => {
  // Two PGlite data directories opened from scratch: seconds each on a loaded machine.
  it('keeps queued jobs across a restart', { timeout: 90_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-jobs-'))
    const ran: object[] = []
    const definitions: JobDefinition[] = [
      { name: 'test.later', handle: async (data) => void ran.push(data) },
    ]
    const before = await bareDatabase(dataDir)
    const sender = createJobQueue(before.db)
    await sender.start(definitions, { work: false })
    await sender.sender.send('test.later', { kept: true })
    await sender.stop()
    await before.close()

    const after = await bareDatabase(dataDir)
    const worker = createJobQueue(after.db)
    await worker.start(definitions, { work: true })
    try {
      expect(await until(() => ran[0])).toEqual({ kept: true })
    } finally {
      await worker.stop()
      await after.close()
    }
  })
})
