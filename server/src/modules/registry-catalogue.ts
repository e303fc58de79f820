import type { Database } from '../db/database.ts'
import { createArrivalsRepository } from './arrivals/arrivals.repository.ts'
import { createArrivalsService } from './arrivals/arrivals.service.ts'
import { createCatalogRepository } from './catalog/catalog.repository.ts'
import type { ModuleSettings } from './module-settings.ts'
import { createCardExtrasRepository } from './parts/card-extras.repository.ts'
import { createPartCardsService } from './parts/part-cards.service.ts'
import { createSearchHistoryRepository } from './search/history.repository.ts'
import { keptSearchEngine, keptSuggest } from './search/kept-search.ts'
import { createPostgresSearchEngine } from './search/postgres-search-engine.ts'
import { createQueryContextRepository } from './search/query-context.repository.ts'
import { createSearchService } from './search/search.service.ts'
import { createSuggestRepository } from './search/suggest.repository.ts'
import { createKeptAnswers } from './shared/kept-answers.ts'

/**
 * The catalogue's wiring for registry.ts: menus and part pages read `catalog` and `partCards`,
 * then search and arrivals. Their reads go to `readDb` (a replica when configured): what a
 * shopper browses, a moment behind is fine. The search history is a write and stays on `db`.
 */
export function wireCatalogue(db: Database, readDb: Database, config: ModuleSettings) {
  const catalog = createCatalogRepository(readDb)
  const partCards = createPartCardsService({ extras: createCardExtrasRepository(readDb) })
  // Search answers are the same for everyone: kept a few seconds, forgotten on a 1C import.
  const searchAnswers = createKeptAnswers({ ttlMs: config.searchCacheSeconds * 1000 })
  const search = createSearchService({
    engine: keptSearchEngine(createPostgresSearchEngine(readDb), searchAnswers),
    queryContext: createQueryContextRepository(readDb),
    history: createSearchHistoryRepository(db),
    suggest: keptSuggest(
      createSuggestRepository(readDb, { popularMinVisitors: config.popularSearchMinVisitors }),
      searchAnswers,
    ),
    partCards,
  })
  const arrivals = createArrivalsService({ arrivals: createArrivalsRepository(readDb), partCards })
  return { catalog, partCards, searchAnswers, search, arrivals }
}
