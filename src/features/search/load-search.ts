import { searchParts } from '../../api/search.ts'
import { loadResult } from '../../components/DataState/load-result.ts'
import { type SearchPageSearch, toSearchQuery } from './search-page-query.ts'

/** Loader of /search: nothing to ask without text (Enter never submits blank text, spec 5). */
export function loadSearch(search: SearchPageSearch) {
  if (!search.s) return Promise.resolve(null)
  return loadResult(() => searchParts(toSearchQuery(search)))
}
