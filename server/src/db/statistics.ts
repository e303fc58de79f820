import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'

/**
 * Refreshes the planner's statistics of what search reads after 1C changed the catalogue:
 * PGlite has no autovacuum, so without it a shop fed by 1C (not by the demo seed, which
 * analyzes) planned every search with no idea how many parts a make or word has. On PostgreSQL
 * it saves waiting for autovacuum's next round after an import of the whole catalogue.
 */
export async function analyzeCatalogue(db: Database) {
  await db.execute(
    sql`analyze parts, part_search, part_facet_counts, part_words, part_word_counts, part_fits,
      part_model_counts, part_word_model_counts`,
  )
}
