import type { paths } from '@gruzovik/openapi'
import createClient, { type Middleware } from 'openapi-fetch'
import { readCookie, sessionCookieMaxAge, writeCookie } from '../lib/cookies.ts'

/** The session id of this browser, created on first use and kept for a year (spec 3, 9). */
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

/** Spec 7: a bearer token when there is one, and the `Session` header on every call. */
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

/**
 * The one openapi-fetch client. Query arrays go out as the shop's URLs write them,
 * `?marks[]=man&marks[]=daf` (the parameter is named `marks[]` in the contract).
 * `fetch` is replaceable for tests.
 */
export function createApiClient(
  baseUrl = '',
  credentials: Credentials = cookieCredentials,
  fetch?: typeof globalThis.fetch,
) {
  const client = createClient<paths>({
    baseUrl,
    referrerPolicy: 'no-referrer-when-downgrade',
    querySerializer: { array: { style: 'form', explode: true } },
    ...(fetch ? { fetch } : {}),
  })
  client.use(authMiddleware(credentials))
  return client
}

export type ApiClient = ReturnType<typeof createApiClient>

export const api = createApiClient()
