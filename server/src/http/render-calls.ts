import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestIdHeader } from './request-id.ts'

/** One read the server render makes, as the visitor: their session and address, never a token. */
export interface ApiCall {
  method: string
  /** Path and query, as the shop's client writes them (`/api/parts/x?y=1`). */
  url: string
  sessionId: string
  ip: string
  /** The page's request id: the call's own is a child of it (request-id.ts). */
  requestId?: string
}

export interface ApiAnswer {
  status: number
  body: Uint8Array<ArrayBuffer>
}

export type ApiDispatch = (call: ApiCall) => Promise<ApiAnswer>

/** The mark's header; its value is this process's secret. */
export const renderCallHeader = 'x-gruzovik-render-call'

/**
 * The server render's reads of the API, answered in process by Fastify's own `inject`: the
 * route, its schemas, handler, serialiser and error mapping exactly as over HTTP, with no socket.
 * A page is one request: its data calls carry a mark only this process knows (a random value
 * in a header, so no client can forge it), and the edge leaves them out of what belongs to
 * HTTP answers (`isRenderCall`): the rate limits, the request log, the security headers.
 */
export function createRenderCalls() {
  const secret = randomBytes(18).toString('base64url')
  const isRenderCall = (request: FastifyRequest | IncomingMessage) =>
    request.headers[renderCallHeader] === secret

  const dispatcher =
    (app: FastifyInstance): ApiDispatch =>
    async (call) => {
      // The render only reads; a write from it would be a bug, not a page's data.
      if (call.method !== 'GET') throw new Error(`The server render made a ${call.method} call`)
      const answer = await app.inject({
        method: 'GET',
        url: call.url,
        headers: {
          session: call.sessionId,
          accept: 'application/json',
          [renderCallHeader]: secret,
          ...(call.requestId ? { [requestIdHeader]: call.requestId } : {}),
        },
        remoteAddress: call.ip,
      })
      return { status: answer.statusCode, body: new Uint8Array(answer.rawPayload) }
    }
  return { isRenderCall, dispatcher }
}
