import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { rowsOf } from './rows-of.ts'

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

interface Journal {
  entries: { tag: string; when: number }[]
}

/** The migrations this build carries, oldest first (drizzle-kit's journal). */
function journalEntries(): Journal['entries'] {
  const journal = JSON.parse(
    fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
  ) as Journal
  return journal.entries
}

/**
 * The migrations of this build the database has not applied yet, by tag (empty: the schema is
 * current). Drizzle's migrator records each applied migration's journal time in
 * `drizzle.__drizzle_migrations` and applies those newer than the last one recorded; this
 * reads the same record. A database never migrated lacks every one.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const entries = journalEntries()
  const table = await db.execute<{ name: string | null }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  )
  if (!rowsOf<{ name: string | null }>(table)[0]?.name) return entries.map((entry) => entry.tag)
  const last = await db.execute<{ at: string | number | null }>(
    sql`SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations`,
  )
  const appliedUntil = Number(rowsOf<{ at: string | number | null }>(last)[0]?.at ?? 0)
  return entries.filter((entry) => entry.when > appliedUntil).map((entry) => entry.tag)
}

/**
 * For a process started with MIGRATE_ON_START=off: waits until the database carries every
 * migration of this build (`npm run migrate`, or another process, applies them), asking once a
 * second for at most `seconds`. Answers what is still missing then (empty: current).
 */
export async function waitForCurrentSchema(
  db: Database,
  seconds: number,
  log: (message: string) => void,
): Promise<string[]> {
  const deadline = Date.now() + seconds * 1000
  let toldAt = 0
  for (;;) {
    const pending = await pendingMigrations(db)
    if (pending.length === 0 || Date.now() >= deadline) return pending
    if (Date.now() - toldAt >= 10_000) {
      log(
        `Waiting for migrations (MIGRATE_ON_START=off, up to ${seconds} s): ` +
          `${pending.length} not applied (${pending.join(', ')}); run npm run migrate`,
      )
      toldAt = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
