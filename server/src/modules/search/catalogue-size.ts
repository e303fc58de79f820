import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { readEvery } from '../shared/read-every.ts'

/** How long the size is kept before it is read again. */
const keepMs = 60_000

/**
 * How many parts are on sale: the kept facet counts (migration 0015) add up to it, so it is
 * a sum over a few thousand rows rather than a count of the catalogue; read once a minute.
 */
export function createCatalogueSize(db: Database, now: () => number = Date.now) {
  const read = async (): Promise<number> => {
    const result = await db.execute(
      sql`select coalesce(sum(count), 0)::int as parts from part_facet_counts`,
    )
    return rowsOf<{ parts: number }>(result)[0]?.parts ?? 0
  }
  return { partsOnSale: readEvery(keepMs, read, now) }
}
