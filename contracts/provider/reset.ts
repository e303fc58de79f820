import { sql } from 'drizzle-orm'
import type { Database } from '../../server/src/db/database.ts'

/** Empties every table except the reference data (phone codes) before each interaction. */
export async function resetDatabase(db: Database) {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'phone_codes'`,
  )
  const names = (result as unknown as { rows: { tablename: string }[] }).rows.map(
    (r) => `"${r.tablename}"`,
  )
  if (names.length)
    await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`))
}
