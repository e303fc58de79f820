import type { components } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'
import type { Services } from '../registry.ts'

type ItemBody = { Body: components['schemas']['CartItemInput'] }
type RemoveQuery = { Querystring: { product_uuid: string } }

/** Cart operations (spec 7): the owner is the token's customer, else the `Session` guest. */
export function createCartHandlers({ cart, currentCustomer }: Services) {
  return {
    async getCart(request: FastifyRequest) {
      return cart.get(await currentCustomer.cartOwner(request))
    },
    async addCartItem(request: FastifyRequest<ItemBody>) {
      return cart.add(await currentCustomer.cartOwner(request), request.body)
    },
    async updateCartItem(request: FastifyRequest<ItemBody>) {
      return cart.update(await currentCustomer.cartOwner(request), request.body)
    },
    async removeCartItem(request: FastifyRequest<RemoveQuery>) {
      return cart.remove(await currentCustomer.cartOwner(request), request.query.product_uuid)
    },
    async clearCart(request: FastifyRequest) {
      return cart.clear(await currentCustomer.cartOwner(request))
    },
  }
}
