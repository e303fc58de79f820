// Wiring of the read-only catalogue side: catalogue, search, meta, arrivals, callback.
import type { Database } from '../../db/database.ts'
import { createArrivalsHandlers } from '../arrivals/arrivals.handlers.ts'
import { createArrivalsRepository } from '../arrivals/arrivals.repository.ts'
import { createArrivalsService } from '../arrivals/arrivals.service.ts'
import { createCallbackHandlers } from '../callback/callback.handlers.ts'
import { createCallbackRepository } from '../callback/callback.repository.ts'
import { createCallbackService } from '../callback/callback.service.ts'
import { createMetaHandlers } from '../meta/meta.handlers.ts'
import { createMetaRepository } from '../meta/meta.repository.ts'
import { createMetaService } from '../meta/meta.service.ts'
import { createSearchHistoryRepository } from '../search/history.repository.ts'
import { createSearchHandlers } from '../search/search.handlers.ts'
import { createSearchRepository } from '../search/search.repository.ts'
import { createSearchService } from '../search/search.service.ts'
import { createSuggestRepository } from '../search/suggest.repository.ts'
import { createCatalogHandlers } from './catalog.handlers.ts'
import { createCatalogRepository } from './catalog.repository.ts'
import { createListingService } from './listing.service.ts'
import { createMenuService } from './menu.service.ts'
import { createPageExists } from './page-exists.ts'
import { createPartsService, type PartFollowsOf } from './parts.service.ts'

export function createCatalogServices(
  db: Database,
  deps: {
    customerIdByToken: (token: string) => Promise<string | null>
    partFollowsOf?: PartFollowsOf
    /** Distinct visitors a query needs before «Часто ищут» shows it. */
    popularMinVisitors?: number
    now?: () => Date
  },
) {
  const catalog = createCatalogRepository(db)
  const arrivalsRepository = createArrivalsRepository(db)
  const search = createSearchService({
    search: createSearchRepository(db),
    history: createSearchHistoryRepository(db),
    suggest: createSuggestRepository(db, { popularMinVisitors: deps.popularMinVisitors ?? 3 }),
    catalog,
  })
  return {
    catalogue: {
      menu: createMenuService({ catalog }),
      parts: createPartsService({
        catalog,
        search,
        ...(deps.partFollowsOf ? { partFollowsOf: deps.partFollowsOf } : {}),
      }),
      listing: createListingService({ catalog, search }),
      search,
      meta: createMetaService({ meta: createMetaRepository(db) }),
      arrivals: createArrivalsService({ arrivals: arrivalsRepository, search }),
      pageExists: createPageExists({ catalog, arrivals: arrivalsRepository }),
      callback: createCallbackService({
        callbacks: createCallbackRepository(db),
        ...(deps.now ? { now: deps.now } : {}),
      }),
      customerIdByToken: deps.customerIdByToken,
    },
  }
}

export function createCatalogModuleHandlers(services: ReturnType<typeof createCatalogServices>) {
  const s = services.catalogue
  return {
    ...createCatalogHandlers(s),
    ...createSearchHandlers({ search: s.search, customerIdByToken: s.customerIdByToken }),
    ...createMetaHandlers(s.meta),
    ...createArrivalsHandlers(s.arrivals),
    ...createCallbackHandlers(s.callback),
  }
}
