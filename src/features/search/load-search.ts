import { searchParts } from '../../api/search.ts'
import { currentTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'
import { notifying } from '../../lib/error-notifications.ts'
import { loadResult } from '../../lib/load-result.ts'
import { type SearchPageSearch, toSearchQuery } from './search-page-query.ts'

/**
 * Loader of /search: nothing to ask without text (Enter never submits blank text). A failure is
 * also an error notification.
 */
export function loadSearch(search: SearchPageSearch) {
  if (!search.s) return Promise.resolve(null)
  return loadResult(() => notifying(searchParts(toSearchQuery(search, currentTruck()))))
}
