import type { operations } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../http/bearer-token.ts'
import { toSearchParams } from '../search/search.handlers.ts'
import type { createListingService } from './listing.service.ts'
import type { createMenuService } from './menu.service.ts'
import type { createPartsService } from './parts.service.ts'

type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>
type Params<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>

/** Catalogue operations; AJV has validated query and path against the yaml before these run. */
export function createCatalogHandlers(services: {
  menu: ReturnType<typeof createMenuService>
  parts: ReturnType<typeof createPartsService>
  listing: ReturnType<typeof createListingService>
}) {
  return {
    getMainMenu: () => services.menu.mainMenu(),
    getNodes: () => services.menu.nodes(),
    getNodeNomenclatures(request: FastifyRequest) {
      const { slug } = request.params as Params<'getNodeNomenclatures'>
      const query = request.query as Query<'getNodeNomenclatures'>
      return services.menu.nodeNomenclatures(slug, {
        ...(query.mark_uuid ? { markId: query.mark_uuid } : {}),
        ...(query.car_model_uuid ? { truckModelId: query.car_model_uuid } : {}),
      })
    },
    getNomenclatures(request: FastifyRequest) {
      const query = request.query as Query<'getNomenclatures'>
      return services.menu.nomenclaturePage({
        ...(query.s ? { text: query.s } : {}),
        ...(query.page ? { page: query.page } : {}),
        ...(query.per_page ? { perPage: query.per_page } : {}),
      })
    },
    getNomenclatureList(request: FastifyRequest) {
      const query = request.query as Query<'getNomenclatureList'>
      return services.menu.nomenclatureList({
        ...(query.s ? { text: query.s } : {}),
        ...(query['marks[]'] ? { marks: query['marks[]'] } : {}),
        ...(query['nodes[]'] ? { nodes: query['nodes[]'] } : {}),
        ...(query['aggregations[]'] ? { aggregations: query['aggregations[]'] } : {}),
      })
    },
    getPart(request: FastifyRequest) {
      const { slug } = request.params as Params<'getPart'>
      return services.parts.part(slug, bearerToken(request))
    },
    getCrossGroup(request: FastifyRequest) {
      return services.parts.crossGroup((request.params as Params<'getCrossGroup'>).slug)
    },
    getCatalog(request: FastifyRequest) {
      const query = request.query as Query<'getCatalog'>
      return services.listing.catalog(query['args[]'] ?? [], toSearchParams(query))
    },
  }
}
