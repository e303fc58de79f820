import type { FastifyInstance } from 'fastify'

/**
 * API answers carry profiles, carts, orders and passports: no browser or proxy may keep them.
 * Every `/api` answer is `no-store` unless its handler chose a caching policy itself.
 */
export function registerNoStoreForApi(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })
}
