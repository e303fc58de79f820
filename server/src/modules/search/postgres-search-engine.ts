import type { Database } from '../../db/database.ts'
import { createSearchRepository } from './search.repository.ts'
import type { PartSearchEngine } from './search-engine.ts'
import { createSuggestRepository } from './suggest.repository.ts'

/** The search port on PostgreSQL/PGlite: full-text vectors, the article prefix, facet counts. */
export function createPostgresSearchEngine(db: Database): PartSearchEngine {
  const pages = createSearchRepository(db)
  const suggest = createSuggestRepository(db)
  return {
    findPage: pages.findPage,
    bestMatches: suggest.matches,
  }
}
