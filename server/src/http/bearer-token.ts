import type { FastifyRequest } from 'fastify'

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}
