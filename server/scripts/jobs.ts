// `npm run jobs -- [--failed] [--queue <name>] [--minutes <n>]`: the job queue's jobs in a plain
// table: queued, running, completed in the last hour (or n minutes) and failed with their
// reason. On PostgreSQL (DATABASE_URL) it may run beside the shop. On the embedded PGlite it
// opens the shop's data directory, which one process may hold at a time: stop the shop first.
import { parseArgs } from 'node:util'
import { readConfig } from '../src/config.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'
import { jobsTable, listJobs } from '../src/jobs/jobs-report.ts'

const { values } = parseArgs({
  options: {
    failed: { type: 'boolean', default: false },
    queue: { type: 'string' },
    minutes: { type: 'string' },
  },
})
const config = readConfig()
const database = await openDatabaseForProcess({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
})
try {
  const rows = await listJobs(database.db, {
    failed: values.failed,
    ...(values.queue ? { queue: values.queue } : {}),
    ...(values.minutes ? { recentMinutes: Number(values.minutes) || 60 } : {}),
  })
  console.log(jobsTable(rows))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
