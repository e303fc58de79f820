import type { CurrentCustomer } from '../customers/current-customer.ts'
import { toSearchParams } from '../parts/search-params.ts'
import { truckOfQuery } from '../parts/truck-fit.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { createListingService } from './listing.service.ts'
import type { createMenuService } from './menu.service.ts'
import type { createPartPagesService } from './part-pages.service.ts'

/** Catalogue operations; AJV has validated query and path against the yaml before these run. */
export function createCatalogHandlers({
  menu,
  partPages,
  listing,
  currentCustomer,
}: {
  menu: ReturnType<typeof createMenuService>
  partPages: ReturnType<typeof createPartPagesService>
  listing: ReturnType<typeof createListingService>
  currentCustomer: CurrentCustomer
}) {
  return {
    getMainMenu: () => menu.mainMenu(),
    getNodes: () => menu.nodes(),
    getNodeNomenclatures(request: OperationRequest<'getNodeNomenclatures'>) {
      const { query } = request
      return menu.nodeNomenclatures(request.params.slug, {
        ...(query.mark_uuid ? { markId: query.mark_uuid } : {}),
        ...(query.car_model_uuid ? { truckModelId: query.car_model_uuid } : {}),
      })
    },
    getNomenclatures(request: OperationRequest<'getNomenclatures'>) {
      const { query } = request
      return menu.nomenclaturePage({
        ...(query.s ? { text: query.s } : {}),
        ...(query.page ? { page: query.page } : {}),
        ...(query.per_page ? { perPage: query.per_page } : {}),
      })
    },
    getNomenclatureList(request: OperationRequest<'getNomenclatureList'>) {
      const { query } = request
      return menu.nomenclatureList({
        ...(query.s ? { text: query.s } : {}),
        ...(query['marks[]'] ? { marks: query['marks[]'] } : {}),
        ...(query['nodes[]'] ? { nodes: query['nodes[]'] } : {}),
        ...(query['aggregations[]'] ? { aggregations: query['aggregations[]'] } : {}),
      })
    },
    async getPart(request: OperationRequest<'getPart'>) {
      const { truck } = truckOfQuery(request.query)
      return partPages.part(request.params.slug, await currentCustomer.optional(request), truck)
    },
    getCrossGroup(request: OperationRequest<'getCrossGroup'>) {
      return partPages.crossGroup(request.params.slug)
    },
    getCatalog(request: OperationRequest<'getCatalog'>) {
      const { query } = request
      return listing.catalog(query['args[]'] ?? [], toSearchParams(query))
    },
  }
}
