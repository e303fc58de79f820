// `npm run migrate`: applies the migrations this build carries that the database (DATABASE_URL,
// or PGlite under DATA_DIR) lacks, then exits: the step before starting web processes with
// MIGRATE_ON_START=off. On PostgreSQL it holds the start-up lock, so it may run beside
// processes starting at once; each migration is applied once.
import { readConfig } from '../src/config.ts'
import { pendingMigrations } from '../src/db/migrations.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'

const config = readConfig()
const database = await openDatabaseForProcess({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
  migrate: false,
})
try {
  const pending = await pendingMigrations(database.db)
  await database.migrate()
  const left = await pendingMigrations(database.db)
  if (left.length) throw new Error(`still not applied: ${left.join(', ')}`)
  console.log(
    pending.length
      ? `Migrations applied (${database.driver}): ${pending.join(', ')}`
      : `The schema is current (${database.driver}): nothing to apply`,
  )
} catch (error) {
  console.error(`Migrations failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await database.close()
}
