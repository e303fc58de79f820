import type { components } from '@gruzovik/openapi'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { bearerToken } from '../../http/bearer-token.ts'
import { clearTokenCookie, setTokenCookie } from '../../http/cookies.ts'
import { sessionIdOf } from '../../http/session-id.ts'
import type { Services } from '../registry.ts'

type S = components['schemas']

/** Auth by SMS code (spec 4, 7); the login answer also sets the `token` cookie (SameSite=Lax). */
export function createAuthHandlers({ auth, currentCustomer }: Services) {
  return {
    async sendLoginSms(request: FastifyRequest<{ Body: S['SendLoginSmsInput'] }>) {
      return auth.sendLoginSms(request.body, request.ip ?? null)
    },
    async sendRegistrationSms(request: FastifyRequest<{ Body: S['SendRegistrationSmsInput'] }>) {
      return auth.sendRegistrationSms(request.body, request.ip ?? null)
    },
    async login(request: FastifyRequest<{ Body: S['LoginInput'] }>, reply: FastifyReply) {
      const answer = await auth.login(request.body, sessionIdOf(request))
      setTokenCookie(reply, answer.token.token, answer.token.ttl)
      return answer
    },
    async register(request: FastifyRequest<{ Body: S['RegistrationInput'] }>, reply: FastifyReply) {
      const answer = await auth.register(request.body, sessionIdOf(request))
      setTokenCookie(reply, answer.token.token, answer.token.ttl)
      return answer
    },
    async logout(request: FastifyRequest, reply: FastifyReply) {
      const answer = await auth.logout(bearerToken(request))
      clearTokenCookie(reply)
      return answer
    },
    async logoutEverywhere(request: FastifyRequest, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const answer = await auth.logoutEverywhere(who.customer.id)
      clearTokenCookie(reply)
      return answer
    },
  }
}
