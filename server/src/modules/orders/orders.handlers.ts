import type { components } from '@gruzovik/openapi'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../registry.ts'

type S = components['schemas']
type NumberParams = { Params: { number: string } }

/** Orders and card payments; all but the dev bank callback need a logged-in customer. */
export function createOrdersHandlers({ orders, payments, currentCustomer }: Services) {
  return {
    async createFastOrder(request: FastifyRequest, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return orders.createFast(who)
    },
    async createOrder(request: FastifyRequest<{ Body: S['OrderInput'] }>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const { created, order } = await orders.create(who, request.body)
      reply.code(created ? 201 : 200)
      return order
    },
    async getOrder(request: FastifyRequest<NumberParams>) {
      return orders.get(await currentCustomer.require(request), request.params.number)
    },
    async listOrders(
      request: FastifyRequest<{
        Querystring: { status?: string; page?: number; per_page?: number }
      }>,
    ) {
      return orders.list(await currentCustomer.require(request), request.query)
    },
    async cancelOrder(request: FastifyRequest<NumberParams>) {
      return orders.cancel(await currentCustomer.require(request), request.params.number)
    },
    async createOrderPayment(request: FastifyRequest<NumberParams>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return payments.start(who, request.params.number)
    },
    async completeDevPayment(
      request: FastifyRequest<{ Params: { uuid: string }; Body: S['DevPaymentInput'] }>,
    ) {
      return payments.completeDev(request.params.uuid, request.body.result)
    },
  }
}
