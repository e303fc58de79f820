import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { PaymentsService } from './payments.service.ts'

/** Card payments of an order; the dev bank's callback needs no customer. */
export function createPaymentsHandlers({
  payments,
  currentCustomer,
}: {
  payments: PaymentsService
  currentCustomer: CurrentCustomer
}) {
  return {
    async createOrderPayment(request: OperationRequest<'createOrderPayment'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      reply.code(201)
      return payments.start(who, request.params.number)
    },
    /** YooKassa's notification: a bare 200 once handled (it retries anything else). */
    async receiveYookassaNotification(request: OperationRequest<'receiveYookassaNotification'>) {
      await payments.providerNotification(request.ip, request.body)
      return {}
    },
    async completeDevPayment(request: OperationRequest<'completeDevPayment'>) {
      return payments.completeDev(request.params.uuid, request.body.result)
    },
  }
}
