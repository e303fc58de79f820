import type { operations } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'
import type { createMetaService } from './meta.service.ts'

export function createMetaHandlers(meta: ReturnType<typeof createMetaService>) {
  return {
    getPageMeta(request: FastifyRequest) {
      const { page } = request.query as operations['getPageMeta']['parameters']['query']
      return meta.forPage(page)
    },
  }
}
