import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core'
import type { Database } from './database.ts'

/** Names given to statement texts (a few dozen shapes; bounded all the same). */
const names = new Map<string, string>()
const maxNames = 500

function nameOf(text: string): string {
  let name = names.get(text)
  if (!name) {
    if (names.size >= maxNames) names.clear()
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    names.set(text, name)
  }
  return name
}

/**
 * Runs a statement as a named prepared statement: on PostgreSQL each connection parses and
 * plans it once (a generic plan, `plan_cache_mode` in database.ts) and then only binds the
 * values. For statements whose best plan does not depend on the values (suggest's: a bounded
 * index walk, else the search index), where planning cost as much as running. PGlite runs it
 * as any statement. Drizzle's own `.prepare(name)` path, for SQL the query builder cannot say.
 */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession }
  const built = internals.dialect.sqlToQuery(query)
  const prepared = internals.session.prepareQuery(built, undefined, nameOf(built.sql), false)
  const result = (await prepared.execute()) as { rows: T[] }
  return result.rows
}
