// A worker process for jobs-two-workers.pg.test.ts: works `test.count` on DATABASE_URL,
// writing each job's number with its process id, until SIGTERM. Prints "ready" when working.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Database } from '../../src/db/database.ts'
import { createJobQueue } from '../../src/jobs/job-queue.ts'
import { countJob } from './job-count.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
const queue = createJobQueue(drizzle(pool) as unknown as Database, {
  log: (message) => console.error(message),
})
await queue.start([countJob(pool)], { work: true })
console.log('ready')
process.once('SIGTERM', async () => {
  await queue.stop()
  await pool.end()
  process.exit(0)
})
