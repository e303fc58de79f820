import { type AppOptions, buildApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { waitForCurrentSchema } from './db/migrations.ts'
import { openDatabaseForProcess } from './db/open-for-process.ts'
import { createLifecycle } from './http/health.ts'
import { bufferedStdout } from './log-stream.ts'
import { warmListReader } from './modules/order-lists/read-list-file.ts'
import { seedIfEmpty } from './seed/index.ts'
import { boundShutdown } from './shutdown-grace.ts'

/**
 * The server as `npm start` and `npm run dev` run it: the database (PGlite under DATA_DIR unless
 * DATABASE_URL), the demo data on a first start, the app listening on the configured address.
 * `dev` is `npm run dev`'s Vite (app.ts).
 */
export async function serve(config: ServerConfig, { dev }: Pick<AppOptions, 'dev'> = {}) {
  if (!config.databaseUrl && !config.jobs.worker) {
    // One process owns the embedded database: no other process could work its jobs.
    console.error(
      'JOBS_WORKER=off needs DATABASE_URL: on the embedded PGlite the job worker runs inside npm start.',
    )
    process.exit(1)
  }
  if (!config.databaseUrl && !config.migrateOnStart) {
    console.error(
      'MIGRATE_ON_START=off needs DATABASE_URL: the embedded PGlite serves one process, which migrates it.',
    )
    process.exit(1)
  }
  const database = await openDatabaseForProcess({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    migrate: config.migrateOnStart,
  })
  if (!config.migrateOnStart) {
    // Never serve on a schema older than this build's code: wait for `npm run migrate`.
    const log = (message: string) => console.log(`${new Date().toISOString()} ${message}`)
    const pending = await waitForCurrentSchema(database.db, config.migrateWaitSeconds, log)
    if (pending.length) {
      console.error(
        `The database still lacks ${pending.length} migration(s) after ${config.migrateWaitSeconds} s ` +
          `(MIGRATE_WAIT_SECONDS): ${pending.join(', ')}. Run npm run migrate against DATABASE_URL, ` +
          'or start one process with MIGRATE_ON_START=on.',
      )
      await database.close()
      process.exit(1)
    }
  }
  // Catalogue and search reads on the replica; it is never migrated from here (it follows the primary).
  const replica = config.databaseReadUrl
    ? await openDatabase({
        databaseUrl: config.databaseReadUrl,
        poolSize: config.databasePoolSize,
        dataDir: null,
        migrate: false,
      })
    : null
  const logStream = bufferedStdout()
  const lifecycle = createLifecycle()
  const app = await buildApp({
    config,
    db: database.db,
    lifecycle,
    logger: { level: 'info', stream: logStream },
    ...(replica ? { readDb: replica.db } : {}),
    ...(dev ? { dev } : {}),
  })
  const seedOptions = config.seedParts !== undefined ? { parts: config.seedParts } : {}
  if (await database.withStartupLock(() => seedIfEmpty(database.db, seedOptions))) {
    app.log.info('Demo data seeded')
  }

  const address = await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Gruzovik is running at ${address.replace('0.0.0.0', 'localhost')} (${database.driver}${replica ? ', catalogue reads on DATABASE_READ_URL' : ''}; ${
      config.jobs.worker ? 'job worker in this process' : 'jobs worked by npm run worker'
    }${dev ? '; pages rendered from src/ by Vite, with hot reload' : ''})`,
  )

  // The first workbook read compiles exceljs' code: done now, not during a buyer's first upload.
  setImmediate(() => {
    warmListReader().then(
      (ms) => app.log.info(`Workbook reader warmed in ${ms} ms`),
      (error: unknown) => app.log.warn({ err: error }, 'Workbook reader not warmed'),
    )
  })

  // Drain: readiness turns 503 and the listener closes at once (a balancer's next connection
  // goes to another process); requests in flight finish, then the job worker after its running
  // jobs, then the database. A second signal, or the grace running out, exits at once.
  let stopping = false
  const drain = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting for the requests in flight`)
      process.exit(1)
    }
    stopping = true
    lifecycle.draining = true
    const grace = config.shutdownGraceSeconds
    app.log.info(`${signal}: draining, finishing the requests in flight (up to ${grace} s)`)
    boundShutdown({ seconds: grace, log: (message) => app.log.error(message) })
    try {
      await app.close()
      await replica?.close()
      await database.close()
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed')
      process.exit(1)
    }
    app.log.info('Stopped')
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void drain(signal))
  }
  return app
}
