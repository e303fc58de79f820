import type { ArrivalsService } from '../arrivals/arrivals.service.ts'
import type { CatalogRepository } from './catalog.repository.ts'

/**
 * Whether a page address of a known pattern names something that exists, so the server can
 * answer a bad slug with a real 404 (search engines then drop it) instead of 200.
 */
export function createPageExists(deps: {
  catalog: Pick<CatalogRepository, 'partBySlug' | 'crossGroupBySlug' | 'resolveSegment'>
  arrivals: Pick<ArrivalsService, 'truckExists'>
}) {
  return async function pageExists(pathname: string): Promise<boolean> {
    const [, first, ...rest] = pathname.split('/')
    const segments = rest.filter(Boolean)
    const slug = segments[0]
    switch (first) {
      case 'parts':
        return slug ? Boolean(await deps.catalog.partBySlug(slug)) : true
      case 'crossgroup':
        return slug ? Boolean(await deps.catalog.crossGroupBySlug(slug)) : true
      case 'catalog': {
        for (const segment of segments) {
          if (!(await deps.catalog.resolveSegment(segment))) return false
        }
        return true
      }
      case 'razborka':
        return slug ? (await deps.catalog.resolveSegment(slug))?.kind === 'mark' : true
      case 'postupleniya_mashin': {
        const truck = segments[1]
        return truck ? deps.arrivals.truckExists(truck) : true
      }
      default:
        return true
    }
  }
}

export type PageExists = ReturnType<typeof createPageExists>
