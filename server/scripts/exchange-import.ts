// `npm run exchange:import -- <dir>`: loads a folder of 1C exchange files (import*.xml,
// offers*.xml, prices*.xml, rests*.xml, zips, import_files/) into the database (DATABASE_URL,
// or PGlite under DATA_DIR) with a progress bar, as the /1c_exchange import would.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openCatalogueBus } from '../src/bus/open-bus.ts'
import { readConfig } from '../src/config.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'
import { createServices } from '../src/modules/registry.ts'
import { seedIfEmpty } from '../src/seed/index.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-seed': { type: 'boolean', default: false },
  },
})
const config = readConfig()
const database = await openDatabaseForProcess({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
})
// The web processes on this database forget their kept pages and answers once it is done.
const bus = openCatalogueBus(config, database.db)
const services = createServices(database.db, config, { catalogueChanged: () => bus.publish() })

function bar(file: string, processed: number, total: number) {
  const width = 30
  const share = total > 0 ? Math.min(1, processed / total) : 0
  const filled = Math.round(share * width)
  process.stderr.write(
    `\r${file.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${processed}/${total} ${(share * 100).toFixed(0).padStart(3)}%`,
  )
}

try {
  const dir = positionals[0]
  if (!dir) {
    console.error('usage: npm run exchange:import -- <folder with import.xml, offers.xml…>')
    process.exit(1)
  }
  // A fresh database gets the shop's pages and phone codes; --no-seed leaves it empty.
  if (!values['no-seed']) await seedIfEmpty(database.db, { parts: 0 })
  const started = performance.now()
  let current = ''
  const results = await services.exchange.importFolder(
    path.resolve(dir),
    (file, processed, total) => {
      if (current && current !== file) process.stderr.write('\n')
      current = file
      bar(file, processed, total)
    },
  )
  process.stderr.write('\n')
  for (const { file, counts, warnings } of results) {
    console.log(`${file}: ${JSON.stringify(counts)}`)
    // Prices not loaded for want of their type (also in the exchange log).
    for (const warning of warnings) console.warn(`  ${warning}`)
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  process.stderr.write('\n')
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await bus.close()
  await database.close()
}
