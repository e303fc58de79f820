import type { operations } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../http/bearer-token.ts'
import type { SearchOwner } from './history.repository.ts'
import type { SearchParams, SearchService } from './search.service.ts'

type SearchQuery = NonNullable<operations['searchParts']['parameters']['query']>

/** The yaml's query (bracketed array names, snake_case) as the service's filter. */
export function toSearchParams(query: SearchQuery): SearchParams {
  return {
    text: query.s,
    marks: query['marks[]'],
    nodes: query['nodes[]'],
    nomenclatures: query['nomenclatures[]'],
    aggregations: query['aggregations[]'],
    condition: query.condition,
    inStock: query.in_stock,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  }
}

/** Search operations; the owner of history is the token's customer, else the Session header. */
export function createSearchHandlers(deps: {
  search: SearchService
  customerIdByToken: (token: string) => Promise<string | null>
}) {
  async function ownerOf(request: FastifyRequest): Promise<SearchOwner> {
    const token = bearerToken(request)
    const session = request.headers.session
    const customerId = token ? await deps.customerIdByToken(token) : null
    return {
      customerId,
      sessionId: typeof session === 'string' && session.trim() ? session.trim() : null,
      visitor: customerId ? `c:${customerId}` : `ip:${request.ip}`,
    }
  }

  return {
    async searchParts(request: FastifyRequest) {
      const query = request.query as SearchQuery
      return deps.search.search(toSearchParams(query), await ownerOf(request))
    },
    async getSearchSuggest(request: FastifyRequest) {
      const query = request.query as NonNullable<
        operations['getSearchSuggest']['parameters']['query']
      >
      return deps.search.suggest(query.s, await ownerOf(request))
    },
    async deleteSearchHistory(request: FastifyRequest) {
      const { uuid } = request.params as operations['deleteSearchHistory']['parameters']['path']
      return deps.search.deleteHistory(await ownerOf(request), uuid)
    },
  }
}
