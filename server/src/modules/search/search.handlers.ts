import type { FastifyRequest } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import { toSearchParams } from '../parts/search-params.ts'
import { truckOfQuery } from '../parts/truck-fit.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { SearchOwner } from './history.repository.ts'
import type { SearchService } from './search.service.ts'

/** Search operations; the owner of history is the token's customer, else the Session guest. */
export function createSearchHandlers({
  search,
  currentCustomer,
}: {
  search: SearchService
  currentCustomer: CurrentCustomer
}) {
  async function ownerOf(request: FastifyRequest): Promise<SearchOwner> {
    const customerId = (await currentCustomer.optional(request))?.customer.id ?? null
    return {
      customerId,
      sessionId: currentCustomer.sessionId(request),
      visitor: customerId ? `c:${customerId}` : `ip:${request.ip}`,
    }
  }

  return {
    async searchParts(request: OperationRequest<'searchParts'>) {
      return search.search(toSearchParams(request.query), await ownerOf(request))
    },
    async getSearchSuggest(request: OperationRequest<'getSearchSuggest'>) {
      const { truck } = truckOfQuery(request.query)
      return search.suggest(request.query.s, await ownerOf(request), truck)
    },
    async deleteSearchHistory(request: OperationRequest<'deleteSearchHistory'>) {
      return search.deleteHistory(await ownerOf(request), request.params.uuid)
    },
  }
}
