import { type CrossGroupDetails, getCrossGroup, getPart } from '../../api/parts.ts'
import { loadPage } from '../../lib/load-result.ts'

/**
 * The part and, when it has one, its cross group; the analogs are extra, so they may fail alone.
 * An unknown part throws the router's `notFound()`.
 */
export async function loadPart(slug: string) {
  const result = await loadPage(() => getPart(slug))
  const groupSlug = result.status === 'ok' ? result.data.cross_group_slug : null
  const crossGroup = groupSlug
    ? await getCrossGroup(groupSlug).catch((): CrossGroupDetails | null => null)
    : null
  return { result, crossGroup }
}

export function loadCrossGroup(slug: string) {
  return loadPage(() => getCrossGroup(slug))
}
