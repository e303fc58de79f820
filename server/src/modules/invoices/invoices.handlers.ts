import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { InvoicesService } from './invoices.service.ts'

/** GET /api/orders/{number}/invoice.pdf: the PDF itself, never cached by a shared cache. */
export function createInvoicesHandlers({
  invoices,
  currentCustomer,
}: {
  invoices: InvoicesService
  currentCustomer: CurrentCustomer
}) {
  return {
    async getOrderInvoice(request: OperationRequest<'getOrderInvoice'>, reply: FastifyReply) {
      const who = await currentCustomer.require(request)
      const { fileName, body } = await invoices.pdf(who, request.params.number)
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(body)
    },
  }
}
