import type { paths } from '@gruzovik/openapi'
import createClient, { type Middleware } from 'openapi-fetch'
import { readCookie, sessionCookieMaxAge, writeCookie } from '../lib/cookies.ts'

/** The session id of this browser, created on first use and kept for a year
 * (docs/product.md#session-and-cookies). */
export function ensureSessionId(): string {
  const existing = readCookie('session_id')
  if (existing) return existing
  const id = crypto.randomUUID()
  writeCookie('session_id', id, { maxAge: sessionCookieMaxAge })
  return id
}

export interface Credentials {
  token(): string | null
  sessionId(): string
}

/** In the browser: the `token` cookie and the `session_id` cookie. */
export const cookieCredentials: Credentials = {
  // An emptied cookie (logout) counts as no token.
  token: () => readCookie('token') || null,
  sessionId: ensureSessionId,
}

/**
 * Where the shop's calls go when it renders on the server: the server sets this to a dispatch
 * into its own handlers (per request: the visitor's session, never a token, since a rendered
 * page is the same for everyone). In the browser it stays unset and `fetch` is used.
 */
let serverTransport: ((request: Request) => Promise<Response>) | null = null

export function setServerTransport(transport: (request: Request) => Promise<Response>) {
  serverTransport = transport
}

/** Relative `/api/…` addresses need a base outside a browser; the transport reads only the path. */
export const serverBaseUrl = 'http://shop.internal'

/** A bearer token when there is one, and the `Session` header on every call
 * (docs/product.md#api-calls). */
export function authMiddleware(credentials: Credentials): Middleware {
  return {
    onRequest({ request }) {
      const token = credentials.token()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      request.headers.set('Session', credentials.sessionId())
      return request
    },
  }
}

/** How long the shop waits for an answer before telling the buyer the shop did not answer in
 * time (docs/product.md#errors): a call, and an upload (a photo, a spreadsheet) on a slow line. */
export const answerTimeouts = { callMs: 30_000, uploadMs: 120_000 }

const isUpload = (request: Request) =>
  /^(image\/|multipart\/|application\/(octet-stream|vnd\.))/.test(
    request.headers.get('Content-Type') ?? '',
  )

/**
 * Gives up on a call that gets no answer in time, so a hung connection becomes «Магазин не
 * ответил вовремя» instead of a spinner for ever; a caller's own abort (a newer search) still
 * works. Browsers without `AbortSignal.any` keep the caller's signal only.
 */
export function timeoutMiddleware(timeouts = answerTimeouts): Middleware {
  return {
    onRequest({ request }) {
      if (typeof AbortSignal.any !== 'function') return request
      const limit = AbortSignal.timeout(isUpload(request) ? timeouts.uploadMs : timeouts.callMs)
      return new Request(request, { signal: AbortSignal.any([request.signal, limit]) })
    },
  }
}

/**
 * The one openapi-fetch client. Query arrays go out as the shop's URLs write them,
 * `?marks[]=man&marks[]=daf` (the parameter is named `marks[]` in the contract).
 * `fetch` is replaceable for tests.
 */
export function createApiClient(
  baseUrl = '',
  credentials: Credentials = cookieCredentials,
  fetch?: typeof globalThis.fetch,
  timeouts = answerTimeouts,
) {
  const client = createClient<paths>({
    baseUrl,
    referrerPolicy: 'no-referrer-when-downgrade',
    querySerializer: { array: { style: 'form', explode: true } },
    ...(fetch ? { fetch } : {}),
  })
  client.use(authMiddleware(credentials))
  client.use(timeoutMiddleware(timeouts))
  return client
}

export type ApiClient = ReturnType<typeof createApiClient>

const isServer = typeof document === 'undefined'

/** The shop's client: in the browser over `fetch` with cookies; on the server, the transport. */
export const api = isServer
  ? createApiClient(serverBaseUrl, { token: () => null, sessionId: () => '' }, (input) => {
      if (!serverTransport) throw new Error('The server transport is not set (setServerTransport)')
      return serverTransport(input as Request)
    })
  : createApiClient()
