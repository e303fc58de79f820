import type { FastifyInstance } from 'fastify'

/**
 * One log line per request, when its answer is sent: what Fastify's two lines (`incoming
 * request`, `request completed`) said between them — method, address, client, status, time.
 * Each line is a write the server pays on every request, suggest's keystrokes among them.
 */
export function logRequests(app: FastifyInstance) {
  if (!app.initialConfig.disableRequestLogging) {
    throw new Error('Fastify logs requests itself: build it with disableRequestLogging')
  }
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    )
    done()
  })
}
