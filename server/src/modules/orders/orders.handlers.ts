import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { OrdersService } from './orders.service.ts'

/** Orders; every operation needs a logged-in customer. */
export function createOrdersHandlers({
  orders,
  currentCustomer,
}: {
  orders: OrdersService
  currentCustomer: CurrentCustomer
}) {
  return {
    async createFastOrder(request: OperationRequest<'createFastOrder'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return orders.createFast(who)
    },
    async createOrder(request: OperationRequest<'createOrder'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const { created, order } = await orders.create(who, request.body)
      reply.code(created ? 201 : 200)
      return order
    },
    async getOrder(request: OperationRequest<'getOrder'>) {
      return orders.get(await currentCustomer.require(request), request.params.number)
    },
    async listOrders(request: OperationRequest<'listOrders'>) {
      return orders.list(await currentCustomer.require(request), request.query)
    },
    async cancelOrder(request: OperationRequest<'cancelOrder'>) {
      return orders.cancel(await currentCustomer.require(request), request.params.number)
    },
  }
}
