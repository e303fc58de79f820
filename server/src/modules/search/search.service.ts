import type { components } from '@gruzovik/openapi'
import { catalogTexts } from '../parts/catalog-texts.ts'
import { pagination, paging } from '../parts/paging.ts'
import type { PartCardsService } from '../parts/part-cards.service.ts'
import { catalogLink, presentCrossGroup, presentPart } from '../parts/present-part.ts'
import type { SearchParams } from '../parts/search-params.ts'
import type { ChosenTruck } from '../parts/truck-fit.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { SearchHistoryRepository, SearchOwner } from './history.repository.ts'
import type { QueryContextRepository } from './query-context.repository.ts'
import type { PartSearchEngine } from './search-engine.ts'
import { type ParsedQuery, parseQuery } from './search-query.ts'
import type { SuggestRepository } from './suggest.repository.ts'

type SearchResponse = components['schemas']['SearchResponse']
type SuggestResponse = components['schemas']['SuggestResponse']
type Facets = components['schemas']['Facets']

/** How many items each suggest block shows. */
const suggestLimits = { history: 8, crossGroups: 3, products: 5, popular: 6, names: 8 } as const

export function createSearchService(deps: {
  engine: PartSearchEngine
  queryContext: QueryContextRepository
  history: SearchHistoryRepository
  suggest: SuggestRepository
  partCards: PartCardsService
}) {
  async function parse(text: string | undefined): Promise<ParsedQuery | null> {
    const trimmed = text?.trim()
    return trimmed ? parseQuery(trimmed, await deps.queryContext.context()) : null
  }

  /**
   * A make named in the query filters, unless the shopper chose makes in the facet: it is the
   * search's scope, like the make of a catalogue page, so the makes facet keeps it.
   */
  const withMakes = (params: SearchParams, query: ParsedQuery | null): SearchParams =>
    query?.marks.length && !params.marks?.length
      ? { ...params, marks: query.marks, pinned: [...(params.pinned ?? []), 'marks'] }
      : params

  /**
   * One page of parts with facet counts: the engine of /api/search and /api/catalog. Words
   * match the part's own name, article and make first; only when none does, its node and
   * group too (a lamp is no filter because its node is «Фильтры и расходники»).
   */
  async function findPage(params: SearchParams): Promise<SearchResponse> {
    const { page, perPage, offset } = paging(params.page, params.perPage)
    const query = await parse(params.text)
    // The truck only marks the page unless it filters it: the engine's answer (kept for everyone)
    // is then the same with any truck or none.
    const { truck, ...rest } = params
    const filter = withMakes(params.truckOnly ? params : rest, query)
    const sort = params.sort ?? 'relevance'
    const find = (strict: boolean) =>
      deps.engine.findPage(filter, query, { sort, limit: perPage, offset, strict })
    let found = await find(true)
    if (found.total === 0 && query && query.words.length > 0) found = await find(false)
    const { facets } = found
    const condition: Facets['condition'] = facets.condition.map((item) => ({
      slug: item.used ? 'used' : 'new',
      title: item.used ? catalogTexts.usedCondition : catalogTexts.newCondition,
      count: item.count,
    }))
    return {
      // A page filtered to the truck holds only parts that fit it: marked without asking again.
      items: await deps.partCards.present(found.rows, { truck, everyFits: params.truckOnly }),
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

    async suggest(
      s: string | undefined,
      owner: SearchOwner,
      truck?: ChosenTruck,
    ): Promise<SuggestResponse> {
      const text = s?.trim() ?? ''
      const query = await parse(text)
      // The owner's history and the rest do not wait for each other (connections of the pool
      // on PostgreSQL); the lists for everyone come with the parts when the engine can read
      // them in the same statement, else on their own.
      const [history, strictFound] = await Promise.all([
        deps.history.list(owner, text, suggestLimits.history),
        query
          ? deps.engine.bestMatches(
              query,
              { ...suggestLimits, strict: true },
              { text, limits: suggestLimits },
            )
          : null,
      ])
      const lists = strictFound?.lists ?? (await deps.suggest.shared(text, suggestLimits))
      let found = strictFound ?? { parts: [], groups: [] }
      if (found.parts.length === 0 && query && query.words.length > 0 && !found.unmatchable) {
        found = await deps.engine.bestMatches(query, { ...suggestLimits, strict: false })
      }
      const { parts: products, groups } = found
      return {
        history,
        cross_groups: groups.map(presentCrossGroup),
        products: await deps.partCards.markFits(
          products.map((row) => presentPart(row.part, row.warranties)),
          truck,
        ),
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
