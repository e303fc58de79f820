import type { FastifyReply } from 'fastify'

/**
 * The `token` cookie the shop reads (spec 3/7): path /, SameSite=Lax. Not httpOnly because the
 * shop's client sends it as a bearer header itself.
 */
export function setTokenCookie(reply: FastifyReply, token: string, ttlSeconds: number) {
  reply.setCookie('token', token, {
    path: '/',
    sameSite: 'lax',
    maxAge: ttlSeconds,
    secure: reply.request.protocol === 'https',
  })
}

export function clearTokenCookie(reply: FastifyReply) {
  reply.clearCookie('token', { path: '/', sameSite: 'lax' })
}
