import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue.ts'
import { createScratchDatabase } from '../pg-scratch.ts'
import { countJob, jobRunsTable } from '../support/job-count.ts'
import { waitFor } from '../support/wait-for.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const adminUrl = process.env.TEST_DATABASE_URL

/** Starts a worker process and resolves once it works the queue. */
function startWorker(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/test/support/job-worker-process.ts'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' },
  )
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('ready')) resolve(child)
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)))
  })
}

describe('two worker processes on one PostgreSQL', () => {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let pool: pg.Pool
  let sender: JobQueue
  const workers: ChildProcess[] = []

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl)
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 })
    await pool.query(jobRunsTable)
    // The sender creates pg-boss's schema and the queue; the workers find them there.
    sender = createJobQueue(drizzle(pool) as unknown as Database)
    await sender.start([countJob(pool)], { work: false })
    workers.push(...(await Promise.all([startWorker(scratch.url), startWorker(scratch.url)])))
  })

  afterAll(async () => {
    await Promise.all(
      workers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
    await sender?.stop()
    await pool?.end()
    await scratch?.drop()
  })

  it('runs each of 300 jobs exactly once', async () => {
    const total = 300
    await sender.sender.sendMany(
      Array.from({ length: total }, (_, n) => ({ name: 'test.count', data: { n } })),
    )
    const count = async () =>
      (await pool.query<{ runs: number }>('SELECT count(*)::int AS runs FROM job_runs')).rows[0]
        ?.runs ?? 0
    await waitFor(
      async () => ((await count()) >= total ? true : undefined),
      'every job run',
      60_000,
    )
    // A second run of any job would land after the first: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const { rows } = await pool.query<{ runs: number; numbers: number; pids: number }>(
      'SELECT count(*)::int AS runs, count(DISTINCT n)::int AS numbers, count(DISTINCT pid)::int AS pids FROM job_runs',
    )
    expect(rows[0]).toMatchObject({ runs: total, numbers: total })
    // Both processes took a share of the work.
    expect(rows[0]?.pids).toBe(2)
  })
})
