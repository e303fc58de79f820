import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { AuthService } from './auth.service.ts'
import { clearTokenCookie, setTokenCookie } from './token-cookie.ts'

/** Auth by SMS code (docs/product.md#login-by-sms-code); the login answer also sets the `token`
 * cookie (SameSite=Lax). */
export function createAuthHandlers({
  auth,
  currentCustomer,
}: {
  auth: AuthService
  currentCustomer: CurrentCustomer
}) {
  return {
    async sendLoginSms(request: OperationRequest<'sendLoginSms'>) {
      return auth.sendLoginSms(request.body, request.ip ?? null)
    },
    async sendRegistrationSms(request: OperationRequest<'sendRegistrationSms'>) {
      return auth.sendRegistrationSms(request.body, request.ip ?? null)
    },
    async login(request: OperationRequest<'login'>, reply: FastifyReply) {
      const answer = await auth.login(request.body, currentCustomer.sessionId(request))
      setTokenCookie(reply, answer.token)
      return answer
    },
    async register(request: OperationRequest<'register'>, reply: FastifyReply) {
      const answer = await auth.register(request.body, currentCustomer.sessionId(request))
      setTokenCookie(reply, answer.token)
      return answer
    },
    async logout(request: OperationRequest<'logout'>, reply: FastifyReply) {
      const answer = await auth.logout(currentCustomer.token(request))
      clearTokenCookie(reply, auth.tokenDomain)
      return answer
    },
    async logoutEverywhere(request: OperationRequest<'logoutEverywhere'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const answer = await auth.logoutEverywhere(who.customer.id)
      clearTokenCookie(reply, auth.tokenDomain)
      return answer
    },
  }
}
