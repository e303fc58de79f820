import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { ClaimsService } from './claims.service.ts'

/** Returns and warranty claims of the account (docs/product.md#claims); all need a login. */
export function createClaimsHandlers({
  claims,
  currentCustomer,
}: {
  claims: ClaimsService
  currentCustomer: CurrentCustomer
}) {
  return {
    async listClaims(request: OperationRequest<'listClaims'>) {
      return claims.list(await currentCustomer.require(request))
    },
    async createClaim(request: OperationRequest<'createClaim'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return claims.create(who, request.body)
    },
    async uploadClaimPhoto(request: OperationRequest<'uploadClaimPhoto'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return claims.addPhoto(who, request.body as Buffer | undefined)
    },
    /** A photo never changes: the browser keeps it, a shared cache never does (it is private). */
    async getClaimPhoto(request: OperationRequest<'getClaimPhoto'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const full = request.query.size === 'full'
      const { contentType, body } = await claims.photo(who, request.params.uuid, full)
      return reply
        .type(contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(body)
    },
  }
}
