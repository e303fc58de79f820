import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase } from '../../src/db/database.ts'
import { seedIfEmpty } from '../../src/seed/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's name part for its PostgreSQL templates (pg-templates.setup.ts). */
    pgTemplateRun: string
  }
}

/**
 * A database of this run, migrated and (with `seed`) holding the demo data, for test apps on
 * PostgreSQL to be copied from: migrating takes about 4 s and seeding 4.5 s, a copy of the
 * template a fraction of a second. The first app of a run builds it under an advisory lock (the
 * workers start at once) under another name and renames it when done, so a template that exists
 * is complete. Undefined outside a run that provides one (a script's own use).
 */
export async function pgTemplate(adminUrl: string, seed: boolean): Promise<string | undefined> {
  const run = templateRun()
  if (!run) return undefined
  const name = `gruzovik_tpl_${run}_${seed ? 'seeded' : 'migrated'}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) {
      const building = `${name}_building`
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${building}`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null })
      try {
        if (seed) await seedIfEmpty(database.db)
      } finally {
        await database.close()
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    }
    return name
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {})
    await admin.end()
  }
}

function templateRun(): string | undefined {
  try {
    return inject('pgTemplateRun') || undefined
  } catch {
    return undefined
  }
}
