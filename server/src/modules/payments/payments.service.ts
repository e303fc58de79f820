import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { orderMessages } from '../orders/messages.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { orderAllows } from '../orders/present-order.ts'
import { invalid, notFound } from '../shared/domain-errors.ts'
import { paymentMessages } from './messages.ts'
import type { PaymentProvider } from './payment-provider.ts'
import type { PaymentsRepository } from './payments.repository.ts'

type S = components['schemas']

/** Whether a card payment could be completed at all: a real provider, or the dev bank on. */
export const cardPaymentsAvailable = (deps: {
  provider: PaymentProvider
  devBankEnabled: boolean
}) => deps.provider.name !== 'dev' || deps.devBankEnabled

export function createPaymentsService(deps: {
  payments: PaymentsRepository
  orders: OrdersService
  provider: PaymentProvider
  /** The dev bank answers only with APP_ENV=development (config.devBankEnabled). */
  devBankEnabled: boolean
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())

  return {
    async start(who: CustomerWithAccount, number: string): Promise<S['PaymentResponse']> {
      const order = await deps.orders.visibleOrder(who, number)
      const cannotPay = () =>
        invalid(orderMessages.cannotPay, { number: [orderMessages.cannotPay] })
      if (!orderAllows(order).pay) throw cannotPay()
      // No real provider yet, and the development bank is off: a link would lead nowhere.
      if (!cardPaymentsAvailable(deps)) {
        throw invalid(orderMessages.cardPaymentUnavailable, {
          payment_method: [orderMessages.cardPaymentUnavailable],
        })
      }
      // Checked again under the order's lock: a cancel may have won since the read above.
      const payment = await deps.payments.pendingFor(order.id, deps.provider.name)
      if (!payment) throw cannotPay()
      return {
        payment_uuid: payment.id,
        payment_url: deps.provider.paymentUrl(payment.id),
        amount: payment.amount,
      }
    },

    /** What the dev bank page shows. */
    async describe(paymentId: string) {
      if (!deps.devBankEnabled) throw notFound(paymentMessages.devOnly)
      const found = await deps.payments.get(paymentId)
      if (!found) throw notFound(paymentMessages.notFound)
      return found
    },

    async completeDev(
      paymentId: string,
      result: 'success' | 'failed',
    ): Promise<S['DevPaymentResult']> {
      if (!deps.devBankEnabled) throw notFound(paymentMessages.devOnly)
      const found = await deps.payments.get(paymentId.toLowerCase())
      if (!found) throw notFound(paymentMessages.notFound)
      const finished = await deps.payments.finish(
        found.payment.id,
        result === 'success' ? 'succeeded' : 'failed',
        now(),
      )
      const paid = finished?.status === 'succeeded'
      // The payment result pages; the shop knows which order it was paying.
      return {
        status: paid ? 'paid' : 'failed',
        redirect: paid ? '/payment_success' : '/payment_failed',
      }
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
