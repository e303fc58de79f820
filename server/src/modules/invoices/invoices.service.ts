import type { CustomerWithAccount } from '../customers/customer.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { notFound } from '../shared/domain-errors.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { invoiceMessages } from './messages.ts'
import type { SellerSettings } from './seller-settings.ts'

/**
 * «Счёт на оплату» of an invoice order, for whoever may see the order (its account: the
 * customer, or a colleague with order.show; anyone else gets the orders' own 404/403).
 */
export function createInvoicesService(deps: { orders: OrdersService; seller: SellerSettings }) {
  return {
    async pdf(who: CustomerWithAccount, number: string) {
      const order = await deps.orders.get(who, number)
      if (order.payment_method !== 'invoice' || !order.counterparty) {
        throw notFound(invoiceMessages.notInvoiceOrder)
      }
      return {
        fileName: invoiceMessages.fileName(order.number),
        body: await renderInvoicePdf(order, deps.seller),
      }
    },
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>
