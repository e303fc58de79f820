import type { FastifyReply } from 'fastify'

/**
 * The `token` cookie the shop reads (docs/product.md#session-and-cookies): path /, SameSite=Lax,
 * for the `JWT_DOMAIN` (its subdomains too) unless that is `localhost`. The server is its one
 * writer, so there is only ever one cookie of that name; logout clears that same one. Not httpOnly
 * because the shop's client sends it as a bearer header itself.
 */
const cookieOptions = (domain: string) => ({
  path: '/',
  sameSite: 'lax' as const,
  ...(domain && domain !== 'localhost' ? { domain } : {}),
})

export function setTokenCookie(
  reply: FastifyReply,
  token: { token: string; ttl: number; domain: string },
) {
  reply.setCookie('token', token.token, {
    ...cookieOptions(token.domain),
    maxAge: token.ttl,
    secure: reply.request.protocol === 'https',
  })
}

export function clearTokenCookie(reply: FastifyReply, domain: string) {
  reply.clearCookie('token', cookieOptions(domain))
}
