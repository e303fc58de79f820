import type { FastifyReply, FastifyRequest } from 'fastify'
import { bearerToken } from '../../http/bearer-token.ts'
import type { Services } from '../registry.ts'

/** Handlers by operationId (fastify-openapi-glue): they read the request and call a service. */
export function createAppHandlers(services: Services) {
  return {
    async getInitialData(request: FastifyRequest, _reply: FastifyReply) {
      return services.initialData.get(bearerToken(request))
    },
  }
}
