import type { components } from '@gruzovik/openapi'
import { catalogTexts } from '../parts/catalog-texts.ts'
import { pagination, paging } from '../parts/paging.ts'
import type { PartCardsService } from '../parts/part-cards.service.ts'
import { catalogLink, presentCrossGroup, presentPart } from '../parts/present-part.ts'
import type { SearchParams } from '../parts/search-params.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { SearchHistoryRepository, SearchOwner } from './history.repository.ts'
import type { SearchRepository } from './search.repository.ts'
import type { SuggestRepository } from './suggest.repository.ts'

type SearchResponse = components['schemas']['SearchResponse']
type SuggestResponse = components['schemas']['SuggestResponse']
type Facets = components['schemas']['Facets']

/** How many items each suggest block shows. */
const suggestLimits = { history: 8, crossGroups: 3, products: 5, popular: 6, names: 8 } as const

export function createSearchService(deps: {
  search: SearchRepository
  history: SearchHistoryRepository
  suggest: SuggestRepository
  partCards: PartCardsService
}) {
  /** One page of parts with facet counts: the engine of /api/search and /api/catalog. */
  async function findPage(params: SearchParams): Promise<SearchResponse> {
    const { page, perPage, offset } = paging(params.page, params.perPage)
    const [found, facets] = await Promise.all([
      deps.search.findParts(params, {
        sort: params.sort ?? 'relevance',
        limit: perPage,
        offset,
      }),
      deps.search.facets(params),
    ])
    const condition: Facets['condition'] = facets.condition.map((item) => ({
      ...item,
      title: item.slug === 'used' ? catalogTexts.usedCondition : catalogTexts.newCondition,
    }))
    return {
      items: await deps.partCards.present(found.rows),
      pagination: pagination(page, perPage, found.total),
      facets: { ...facets, condition },
    }
  }

  return {
    findPage,

    /** A search from the search page: the first page of a text search is remembered. */
    async search(params: SearchParams, owner: SearchOwner): Promise<SearchResponse> {
      const result = await findPage(params)
      const text = params.text?.trim()
      if (text && (params.page ?? 1) === 1) {
        await deps.history.record(owner, text, result.pagination.total)
      }
      return result
    },

    async suggest(s: string | undefined, owner: SearchOwner): Promise<SuggestResponse> {
      const text = s?.trim() ?? ''
      const lists = await deps.suggest.lists(owner, text, suggestLimits)
      const { parts: products, groups } = text
        ? await deps.suggest.matches(text, suggestLimits)
        : { parts: [], groups: [] }
      return {
        history: lists.history,
        cross_groups: groups.map(presentCrossGroup),
        products: products.map((row) => presentPart(row.part, row.warranties)),
        popular: lists.popular,
        nomenclature_names: lists.names.map((n) => ({
          title: n.title,
          slug: n.slug,
          link: catalogLink(n.slug),
        })),
      }
    },

    async deleteHistory(owner: SearchOwner, id: string) {
      if (!(await deps.history.remove(owner, id))) throw notFound(catalogTexts.historyNotFound)
      return { success: true }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
