import type { FastifyRequest } from 'fastify'

/** Session ids the shop generates (uuid-like); anything else is treated as no session. */
const sessionPattern = /^[A-Za-z0-9._-]{8,64}$/

/** The guest session of the `Session` header (spec 7), or null. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers.session
  if (typeof value !== 'string' || !sessionPattern.test(value)) return null
  return value
}
