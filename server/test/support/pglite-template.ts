import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts'
import { seedIfEmpty } from '../../src/seed/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this run (pglite-templates.setup.ts) for the migrated databases' dumps. */
    pgliteTemplateDir: string
  }
}

/**
 * An in-memory PGlite, migrated and (with `seed`) holding the demo data. Migrating and seeding
 * take about 10 s, loading their dump about 1 s (migrated) or 2.8 s (seeded: 38 MB of data and
 * 64 MB of write-ahead log): the first app of a run builds the dump and every later one, in any
 * test file, starts from it. Prefer `seed: false` where a test makes its own rows. The dumps
 * live only for this run (demo orders are dated from the moment they were seeded).
 */
export async function openTestPglite(seed: boolean): Promise<DatabaseHandle> {
  const dir = templateDir()
  if (!dir) return openFresh(seed)
  const file = path.join(dir, seed ? 'seeded.tar' : 'migrated.tar')
  if (fs.existsSync(file)) {
    const loadDataDir = new Blob([fs.readFileSync(file)])
    return openDatabase({ dataDir: null, loadDataDir })
  }
  const database = await openFresh(seed)
  const client = (database.db as unknown as { $client: PGlite }).$client
  // Everything written is in the data files: a loaded copy starts without replaying the log.
  await client.exec('CHECKPOINT')
  const dump = await client.dumpDataDir('none')
  // Two workers may build it at once: each writes its own file and the rename is atomic.
  const partial = `${file}.${process.pid}`
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(partial, file)
  return database
}

async function openFresh(seed: boolean) {
  const database = await openDatabase({ dataDir: null })
  if (seed) await seedIfEmpty(database.db)
  return database
}

/** The run's template directory, or none outside the server project (a script's own run). */
function templateDir(): string | undefined {
  try {
    return inject('pgliteTemplateDir') || undefined
  } catch {
    return undefined
  }
}
