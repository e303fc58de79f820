import type { Database } from '../../src/db/database.ts'

/**
 * Counts the statements the database client runs while `run` runs (PGlite and node-postgres
 * both go through their client's `query`): «one statement per list», measured, not assumed.
 */
export async function countStatements<T>(db: Database, run: () => Promise<T>) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const original = client.query
  let count = 0
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count++
    return original.apply(this, args)
  }
  try {
    const result = await run()
    return { result, count }
  } finally {
    client.query = original
  }
}
