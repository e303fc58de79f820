// `npm run seed -- --parts 100000`: fills the database (DATABASE_URL, or PGlite under
// DATA_DIR / --data-dir) with the demo data and a catalogue of the given size for benchmarks.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { readConfig } from '../src/config.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'
import { parts } from '../src/db/schema/index.ts'
import { seedCatalog } from '../src/seed/catalog.ts'
import { seedIfEmpty } from '../src/seed/index.ts'

const catalogueTables = [
  'warranties',
  'parts',
  'cross_groups',
  'arrivals',
  'nomenclatures',
  'aggregations',
  'nodes',
  'truck_models',
  'marks',
  'page_meta',
  'search_queries',
]

const { values } = parseArgs({
  options: { parts: { type: 'string', default: '5000' }, 'data-dir': { type: 'string' } },
})
const count = Number(values.parts)
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error('--parts must be a whole number between 1 and 2000000')
  process.exit(1)
}
const config = readConfig()
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : config.dataDir
const started = performance.now()
const database = await openDatabaseForProcess({ databaseUrl: config.databaseUrl, dataDir })
await seedIfEmpty(database.db)
const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(parts)
if ((row?.count ?? 0) !== count) {
  // CASCADE also empties carts and orders that point at the old parts: this is a benchmark tool.
  await database.db.execute(sql.raw(`TRUNCATE ${catalogueTables.join(', ')} CASCADE`))
  await seedCatalog(database.db, { parts: count })
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Catalogue has ${count} parts (${database.driver}, ${seconds} s)`)
await database.close()
