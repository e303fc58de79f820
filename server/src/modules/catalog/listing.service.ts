import type { components } from '@gruzovik/openapi'
import { catalogTexts } from '../parts/catalog-texts.ts'
import type { PartFilter } from '../parts/part-filter.ts'
import { catalogLink } from '../parts/present-part.ts'
import type { SearchParams } from '../parts/search-params.ts'
import type { SearchService } from '../search/search.service.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { CatalogRepository, SegmentKind } from './catalog.repository.ts'

type CatalogResponse = components['schemas']['CatalogResponse']
type CatalogScope = CatalogResponse['scope']

const filterKey = {
  mark: 'marks',
  node: 'nodes',
  nomenclature: 'nomenclatures',
  aggregation: 'aggregations',
  model: 'models',
} as const satisfies Record<SegmentKind, keyof PartFilter>

/**
 * /catalog/{args_1}/{args_2}/{args_3}: each path segment names a make, node, part name,
 * assembled unit or truck model and narrows the listing like the matching search filter.
 */
export function createListingService(deps: { catalog: CatalogRepository; search: SearchService }) {
  return {
    async catalog(args: string[], params: SearchParams): Promise<CatalogResponse> {
      const filter: SearchParams = { ...params }
      const titles: string[] = []
      // What the path fixes, for the shop to show ticked (a make page's own make).
      const scope: CatalogScope = { marks: [], nodes: [], nomenclatures: [], aggregations: [] }
      const breadcrumbs: CatalogResponse['breadcrumbs'] = [
        { title: catalogTexts.catalog, link: catalogLink() },
      ]
      for (const [index, segment] of args.entries()) {
        const found = await deps.catalog.resolveSegment(segment)
        if (!found) throw notFound(catalogTexts.catalogNotFound(segment))
        const key = filterKey[found.kind]
        filter[key] = [...new Set([...(filter[key] ?? []), segment])]
        // The page's own make or node is its scope: its facet counts keep it.
        if (key !== 'models') {
          filter.pinned = [...(filter.pinned ?? []), key]
          const rest = args.filter((_, other) => other !== index)
          scope[key].push({ slug: segment, title: found.title, link_without: catalogLink(...rest) })
        }
        titles.push(found.title)
        breadcrumbs.push({ title: found.title, link: catalogLink(...args.slice(0, index + 1)) })
      }
      // Makes ticked in the filter name a section's page too («Двигатель» + KAMAZ → «KAMAZ,
      // Двигатель»); the whole catalogue keeps its own heading.
      const tickedMakes: string[] = []
      for (const slug of args.length > 0 ? (params.marks ?? []) : []) {
        if (args.includes(slug)) continue
        const found = await deps.catalog.resolveSegment(slug)
        if (found?.kind === 'mark') tickedMakes.push(found.title)
      }
      const page = await deps.search.findPage(filter)
      const what = [...tickedMakes, ...titles].join(', ')
      return {
        ...page,
        title: what ? catalogTexts.partsFor(what) : catalogTexts.catalogTitle,
        h1: what ? catalogTexts.partsForTrucks(what) : catalogTexts.catalogH1,
        breadcrumbs,
        scope,
      }
    },
  }
}
