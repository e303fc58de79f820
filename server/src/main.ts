import { buildApp } from './app.ts'
import { readConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { bufferedStdout } from './log-stream.ts'

const config = readConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
})
const logStream = bufferedStdout()
const app = await buildApp({
  config,
  db: database.db,
  logger: { level: 'info', stream: logStream },
})
const seedOptions = config.seedParts !== undefined ? { parts: config.seedParts } : {}
if (await database.withStartupLock(() => seedIfEmpty(database.db, seedOptions))) {
  app.log.info('Demo data seeded')
}

const address = await app.listen({ port: config.port, host: config.host })
app.log.info(
  `Gruzovik is running at ${address.replace('0.0.0.0', 'localhost')} (${database.driver})`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}
