import { getCatalog, getMainMenu, type MainMenu } from '../../api/catalog.ts'
import { currentTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'
import { notifying } from '../../lib/error-notifications.ts'
import { loadPage } from '../../lib/load-result.ts'
import type { CatalogSearch } from '../../lib/route-search.ts'
import { toCatalogQuery } from './catalog-query.ts'

/**
 * Loader of the catalogue routes; the bare /catalog also shows the ways in (makes, nodes, units).
 * An unknown make, node or unit in the path throws the router's `notFound()`.
 */
export async function loadCatalog(args: readonly string[], search: CatalogSearch) {
  const [result, menu] = await Promise.all([
    // A failed listing is also an error notification.
    loadPage(() => notifying(getCatalog(toCatalogQuery(args, search, currentTruck())))),
    // The menu only adds the tiles: without it the listing still works (its failure is logged).
    args.length === 0 ? getMainMenu().catch((): MainMenu | null => null) : null,
  ])
  return { result, menu }
}
