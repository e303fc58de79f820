import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { orderMessages } from '../orders/messages.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { orderAllows } from '../orders/present-order.ts'
import { forbidden, invalid, notFound, unavailable } from '../shared/domain-errors.ts'
import { paymentMessages } from './messages.ts'
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts'
import type { PaymentsRepository } from './payments.repository.ts'
import { receiptLinesOf } from './receipt-lines.ts'

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
  /** Who may send provider notifications (YOOKASSA_TRUSTED_IPS); none without a real provider. */
  trustedNotifiers?: { has(ip: string): boolean }
  now?: () => Date
  log?: (message: string) => void
}) {
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? (() => {})

  /** A provider failure: logged with its details, the customer gets a 503 in plain words. */
  const providerFailed = (error: unknown, what: string) => {
    if (!(error instanceof PaymentProviderError)) return error
    log(`Payment provider ${deps.provider.name}: ${what}: ${error.message}`)
    return unavailable(paymentMessages.providerUnavailable)
  }

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
      // A repeated start of the same pending payment goes to the same provider page.
      if (payment.confirmationUrl) {
        return {
          payment_uuid: payment.id,
          payment_url: payment.confirmationUrl,
          amount: payment.amount,
        }
      }
      const created = await deps.provider
        .create({
          paymentId: payment.id,
          orderNumber: order.number,
          amount: payment.amount,
          phone: who.customer.phone,
          lines: receiptLinesOf(await deps.payments.receiptFacts(order.id)),
        })
        .catch((error: unknown) => {
          throw providerFailed(error, `creating the payment of order ${order.number}`)
        })
      const stored = created.providerPaymentId
        ? await deps.payments.attachProviderPayment(payment.id, {
            providerPaymentId: created.providerPaymentId,
            confirmationUrl: created.confirmationUrl,
          })
        : null
      // Finished or cancelled while the provider answered: nothing left to pay.
      if (created.providerPaymentId && stored?.status !== 'pending') throw cannotPay()
      return {
        payment_uuid: payment.id,
        payment_url: stored?.confirmationUrl ?? created.confirmationUrl,
        amount: payment.amount,
      }
    },

    /**
     * A provider's notification (YooKassa's): only from its addresses, and its body is never
     * believed: the payment is re-read from the provider and settled by that answer, once (a
     * repeat finds it settled). `succeeded` pays the order, `canceled` fails the payment and
     * the order stays payable; anything else changes nothing.
     */
    async providerNotification(ip: string, notice: { event: string; object: { id: string } }) {
      const readStatus = deps.provider.status
      if (!readStatus || !deps.trustedNotifiers) throw notFound(paymentMessages.notificationsOff)
      if (!deps.trustedNotifiers.has(ip)) {
        log(`Payment notification refused: ${ip} is not a trusted address`)
        throw forbidden(paymentMessages.untrustedNotifier)
      }
      // Refund events come with the refunds; other objects are not payments of ours.
      if (!notice.event.startsWith('payment.')) return
      const ours = await deps.payments.byProviderPaymentId(deps.provider.name, notice.object.id)
      if (!ours) {
        log(`Payment notification about an unknown payment ${notice.object.id}: ignored`)
        return
      }
      if (ours.status === 'succeeded') return
      const remote = await readStatus(notice.object.id).catch((error: unknown) => {
        throw providerFailed(error, `re-reading payment ${notice.object.id}`)
      })
      if (remote.id !== ours.providerPaymentId) return
      // Closed on our side (the order was cancelled or expired) while the page stayed payable.
      if (ours.status !== 'pending') {
        if (remote.status === 'succeeded') {
          log(
            `Payment ${remote.id} succeeded after its order was closed (payment ${ours.status}): the money must be refunded`,
          )
        }
        return
      }
      if (remote.status === 'succeeded') {
        if (remote.amount !== ours.amount) {
          log(
            `Payment ${remote.id} succeeded with ${remote.amount} kopecks, ours is ${ours.amount}: not applied, check it by hand`,
          )
          return
        }
        const finished = await deps.payments.finish(ours.id, 'succeeded', now())
        if (finished?.status !== 'succeeded') {
          log(
            `Payment ${remote.id} succeeded but its order could not be paid any more (cancelled meanwhile): the money must be refunded`,
          )
        }
      } else if (remote.status === 'canceled') {
        await deps.payments.finish(ours.id, 'failed', now())
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
