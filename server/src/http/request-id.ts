import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The header a load balancer (HAProxy's unique-id, nginx's $request_id) passes the id in. */
export const requestIdHeader = 'x-request-id'

/**
 * What an id from outside may look like: short, and only characters safe in a log line and a
 * header (a UUID, hex, HAProxy's `ip:port_time:pid` forms). Anything else is replaced.
 */
const safeRequestId = /^[A-Za-z0-9._:@-]{1,64}$/

/** The request's id: the balancer's when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader]
  const value = Array.isArray(given) ? given[0] : given
  return value && safeRequestId.test(value) ? value : randomUUID()
}

/**
 * Fastify's options for it: every log line of a request (`request.log`) carries it as `reqId`,
 * so the lines of one request can be found across the balancer's and every process's logs.
 */
export const requestIdOptions = () => ({ requestIdHeader: false as const, genReqId: requestIdOf })

/** Every answer says its request's id, so a client reporting a fault can quote it. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id)
    done()
  })
}
