import { getCatalog, getMainMenu, type MainMenu } from '../../api/catalog.ts'
import { loadResult } from '../../components/DataState/load-result.ts'
import type { CatalogSearch } from '../../lib/route-search.ts'
import { toCatalogQuery } from './catalogue-query.ts'

/** Loader of the catalogue routes; the bare /catalog also shows the ways in (makes, nodes, units). */
export async function loadCatalogue(args: readonly string[], search: CatalogSearch) {
  const [result, menu] = await Promise.all([
    loadResult(() => getCatalog(toCatalogQuery(args, search))),
    // The menu only adds the tiles: without it the listing still works (its failure is logged).
    args.length === 0 ? getMainMenu().catch((): MainMenu | null => null) : null,
  ])
  return { result, menu }
}
