import { type FastifyInstance, LogController } from 'fastify'

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
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    )
    done()
  })
}
