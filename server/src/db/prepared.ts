import { createHash } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Database } from './database.ts'
import { renderStatement } from './render-statement.ts'

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
 * Runs a statement as a prepared statement: each connection parses and plans it once and then
 * only binds the values; after five runs PostgreSQL keeps one generic plan when it costs no
 * more than a custom one (`plan_cache_mode` stays `auto`, database.ts). For statements whose
 * best plan does not depend on the values (suggest's: a bounded index walk, else the search
 * index), where planning cost as much as running. On PostgreSQL a named statement (Drizzle's
 * own `.prepare(name)` path, for SQL the query builder cannot say); on PGlite SQL
 * PREPARE/EXECUTE.
 */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession; $client: unknown }
  const built = renderStatement(internals.dialect, query) ?? internals.dialect.sqlToQuery(query)
  const name = nameOf(built.sql)
  if (internals.$client instanceof PGlite) {
    return executePreparedOnPglite<T>(internals.$client, name, built.sql, built.params)
  }
  const prepared = internals.session.prepareQuery(built, undefined, name, false)
  const result = (await prepared.execute()) as { rows: T[] }
  return result.rows
}

/**
 * A count written into a prepared statement's text: a LIMIT left as a parameter makes the
 * generic plan look dearer than a custom one, and PostgreSQL would go on planning each run.
 */
export const writtenIn = (count: number): SQL => sql.raw(String(Math.trunc(count)))

/** A bound value as an SQL literal (strings escaped by node-postgres's escapeLiteral), or
 * null for a value of another kind (the statement then runs as any other). */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return pg.escapeLiteral(value)
  return null
}

/** Per PGlite: each statement's PREPARE, true once it is there (false: it could not be). */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<boolean>>>()

/** PGlite's queries are unnamed: the statement is PREPAREd in SQL once, then EXECUTEd. */
async function executePreparedOnPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const literals = params.map(literal)
  let prepared = preparedOnPglite.get(client)
  if (!prepared) {
    prepared = new Map()
    preparedOnPglite.set(client, prepared)
  }
  let ready = prepared.get(name)
  if (!ready) {
    if (prepared.size >= maxNames) {
      prepared.clear()
      await client.exec('DEALLOCATE ALL')
    }
    // Held as a promise: keystrokes arriving together PREPARE it once.
    ready = client.exec(`PREPARE ${name} AS ${text}`).then(
      () => true,
      () => false,
    )
    prepared.set(name, ready)
  }
  if (!(await ready) || literals.includes(null)) return (await client.query<T>(text, params)).rows
  // EXECUTE takes no bound parameters: its values are written out as literals.
  const values = literals.join(', ')
  const result = await client.query<T>(`EXECUTE ${name}${values ? `(${values})` : ''}`)
  return result.rows
}
