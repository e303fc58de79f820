import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.ts'

/** Rows per statement: each batch travels as one JSON parameter. */
const batchSize = 2000

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Inserts many rows fast: Drizzle's builder spends seconds on a 5,000-row VALUES list, so the
 * rows go as one JSON document expanded by `json_populate_recordset` (same SQL on PGlite and
 * PostgreSQL). Columns left out of the rows keep their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
) {
  const first = rows[0]
  if (!first) return
  const columns = getTableColumns(table)
  const keys = Object.keys(first).filter((key) => key in columns)
  const names = keys.map((key) => columns[key]?.name ?? key)
  const list = sql.raw(names.map(quote).join(', '))
  const tableName = sql.raw(quote(getTableName(table)))
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {}
      keys.forEach((key, index) => {
        record[names[index] ?? key] = (row as Record<string, unknown>)[key] ?? null
      })
      return record
    })
    await db.execute(
      sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
    )
  }
}
