import { openCatalogueBus } from './bus/open-bus.ts'
import { readConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { waitForCurrentSchema } from './db/migrations.ts'
import { createJobQueue } from './jobs/job-queue.ts'
import { createServices } from './modules/registry.ts'
import { boundShutdown } from './shutdown-grace.ts'

/**
 * `npm run worker`: works the job queue without serving HTTP, beside web processes started
 * with JOBS_WORKER=off on the same PostgreSQL. SIGTERM stops taking jobs, hands 1C imports
 * under way on to another worker and finishes the other running jobs.
 */
const config = readConfig()
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded PGlite database the job ' +
      'worker runs inside npm start: one process owns the database, start only that.',
  )
  process.exit(1)
}
const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`)
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
  migrate: config.migrateOnStart,
})
if (!config.migrateOnStart) {
  // Jobs run this build's statements: never on an older schema (see serve.ts).
  const pending = await waitForCurrentSchema(database.db, config.migrateWaitSeconds, log)
  if (pending.length) {
    console.error(
      `The database still lacks ${pending.length} migration(s) after ${config.migrateWaitSeconds} s ` +
        `(MIGRATE_WAIT_SECONDS): ${pending.join(', ')}. Run npm run migrate first.`,
    )
    await database.close()
    process.exit(1)
  }
}
const queue = createJobQueue(database.db, { log, worker: config.jobs })
// Jobs change stock (unpaid orders expire, refunds): the web processes hear of it.
const bus = openCatalogueBus(config, database.db, log)
const services = createServices(database.db, config, {
  log,
  jobs: queue.sender,
  catalogueChanged: () => bus.publish(),
})
await queue.start(services.jobDefinitions, { work: true })
log(`Job worker started: ${services.jobDefinitions.map((job) => job.name).join(', ')}`)

// SIGTERM: no new jobs, the running ones finish within SHUTDOWN_GRACE_SECONDS (a job cut off
// is retried after its expiry by another worker); a second signal exits at once. A 1C import
// may take minutes, more than the grace and systemd's TimeoutStopSec: it is not waited for but
// handed on after the batch it is writing (its row given back, its file queued again), so
// another worker starts it at once rather than after 30 s of silence.
let stopping = false
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) {
    log(`${signal} again: exiting without waiting for the running jobs`)
    process.exit(1)
  }
  stopping = true
  const grace = config.shutdownGraceSeconds
  log(`${signal}: finishing the running jobs (up to ${grace} s)`)
  boundShutdown({ seconds: grace, log })
  try {
    // The queue takes no job from now on while the imports hand theirs on (a released file
    // queued again goes to another worker) and the other jobs finish.
    const queueStopped = queue.stop(grace * 1000)
    await services.exchange.release()
    await queueStopped
    await services.exchange.idle()
    await bus.close()
    await database.close()
  } catch (error) {
    log(`Shutdown failed: ${(error as Error).message}`)
    process.exit(1)
  }
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop(signal))
}
