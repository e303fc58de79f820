import type { FastifyRequest } from 'fastify'

/** Session ids the shop generates (uuid-like); anything else is treated as no session. */
const sessionPattern = /^[A-Za-z0-9._-]{8,64}$/

/** Whether a value is a session id the shop could have generated. */
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && sessionPattern.test(value)

/** The guest session of the `Session` header (spec 7), or null. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers.session
  return isSessionId(value) ? value : null
}
