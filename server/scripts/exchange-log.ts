// `npm run exchange:log -- [n]`: the newest n (default 50) entries of the 1C exchange log,
// oldest first: what came, what changed, what failed and why (DATABASE_URL, or PGlite under
// DATA_DIR). The same text is at GET /1c_exchange?mode=log behind the exchange's login.
import { readConfig } from '../src/config.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'
import { createExchangeRepository } from '../src/modules/exchange/exchange.repository.ts'
import { readableLog } from '../src/modules/exchange/exchange-log.ts'

const limit = Number.parseInt(process.argv[2] ?? '', 10) || 50
const config = readConfig()
const database = await openDatabaseForProcess({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
})
try {
  console.log(await readableLog(createExchangeRepository(database.db), limit))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
