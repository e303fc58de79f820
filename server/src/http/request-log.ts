import { type FastifyInstance, type FastifyRequest, LogController } from 'fastify'

/**
 * Fastify's options for one log line per request (`logRequests`): its own two lines
 * (`incoming request`, `request completed`) off. Errors are still logged by the error handler.
 */
export const oneLinePerRequest = () => ({
  logController: new LogController({ disableRequestLogging: true }),
})

/**
 * One log line per request, when its answer is sent: what Fastify's two lines said between
 * them — method, address, client, status, time. Each line is a write the server pays on every
 * request, suggest's keystrokes among them. The app is built with `oneLinePerRequest`.
 * `unlogged` requests (the server render's own data calls: the page's line says it) get none.
 */
export function logRequests(
  app: FastifyInstance,
  unlogged: (request: FastifyRequest) => boolean = () => false,
) {
  app.addHook('onResponse', (request, reply, done) => {
    if (!unlogged(request)) {
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
    }
    done()
  })
}
