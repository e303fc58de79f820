import type { FastifyRequest } from 'fastify'

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** Session ids the shop generates (uuid-like); anything else is treated as no session. */
const sessionPattern = /^[A-Za-z0-9._-]{8,64}$/

/** Whether a value is a session id the shop could have generated. */
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && sessionPattern.test(value)

/** The guest session of the `Session` header (docs/product.md#session-and-cookies), or null. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers.session
  return isSessionId(value) ? value : null
}
