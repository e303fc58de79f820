import { type CrossGroupDetails, getCrossGroup, getPart } from '../../api/parts.ts'
import { truckQuery } from '../../lib/chosen-truck/chosen-truck.ts'
import { currentTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'
import { loadPage } from '../../lib/load-result.ts'

/**
 * The part and, when it has one, its cross group; the analogs are extra, so they may fail alone.
 * An unknown part throws the router's `notFound()`.
 */
export async function loadPart(slug: string) {
  const result = await loadPage(() => getPart(slug, truckQuery(currentTruck())))
  const groupSlug = result.status === 'ok' ? result.data.cross_group_slug : null
  const crossGroup = groupSlug
    ? await getCrossGroup(groupSlug).catch((): CrossGroupDetails | null => null)
    : null
  return { result, crossGroup }
}

export function loadCrossGroup(slug: string) {
  return loadPage(() => getCrossGroup(slug))
}
