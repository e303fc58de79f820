import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { addressListSetting, createAddressList } from '../modules/shared/address-list.ts'

/** The header a load balancer (HAProxy's unique-id, nginx's $request_id) passes the id in. */
export const requestIdHeader = 'x-request-id'

/**
 * What an id from outside may look like: short, and only characters safe in a log line and a
 * header (a UUID, hex, HAProxy's `ip:port_time:pid` forms). Anything else is replaced.
 */
const safeRequestId = /^[A-Za-z0-9._:@-]{1,64}$/

/**
 * REQUEST_ID_FROM: the peers (the balancer's addresses or CIDRs) whose X-Request-Id is taken;
 * an id from any other peer is replaced. Empty: a safe id is taken from anyone (a client can
 * then choose the id its lines carry, never what they say).
 */
export function requestIdSourcesFrom(value: string | undefined): string[] {
  return addressListSetting('REQUEST_ID_FROM', value)
}

function peerCheck(sources: readonly string[]): (address: string | undefined) => boolean {
  if (sources.length === 0) return () => true
  const allowed = createAddressList(sources)
  return (address) => Boolean(address) && allowed.has(address ?? '')
}

/**
 * The request's id: the balancer's when it is safe and comes from a trusted peer, else a new
 * UUID. A call of the server render (`renderChild` says which: its mark is this process's
 * secret) is a child of its page's request: the page's id with `.r<n>`.
 */
export function createRequestIds({
  sources = [],
  renderChild = () => false,
}: {
  sources?: readonly string[]
  renderChild?: (request: IncomingMessage) => boolean
} = {}) {
  const trusted = peerCheck(sources)
  let children = 0
  return (request: IncomingMessage): string => {
    const given = request.headers[requestIdHeader]
    const value = Array.isArray(given) ? given[0] : given
    if (value && renderChild(request)) {
      children = (children + 1) % 1_000_000
      return `${value}.r${children}`
    }
    return value && safeRequestId.test(value) && trusted(request.socket?.remoteAddress)
      ? value
      : randomUUID()
  }
}

/**
 * Fastify's options for it: every log line of a request (`request.log`) carries it as `reqId`,
 * so the lines of one request can be found across the balancer's and every process's logs.
 */
export const requestIdOptions = (options: Parameters<typeof createRequestIds>[0] = {}) => ({
  requestIdHeader: false as const,
  genReqId: createRequestIds(options),
})

/** Every answer says its request's id, so a client reporting a fault can quote it. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id)
    done()
  })
}
