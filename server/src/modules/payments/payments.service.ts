import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { orderMessages } from '../orders/messages.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { orderAllows } from '../orders/present-order.ts'
import { forbidden, invalid, notFound } from '../shared/domain-errors.ts'
import { paymentMessages } from './messages.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createPaymentSettlement } from './payment-settlement.ts'
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts'
import { providerFailure } from './provider-failure.ts'
import { receiptLinesOf } from './receipt-lines.ts'
import type { RefundsRepository } from './refunds.repository.ts'
import { createRefundsService } from './refunds.service.ts'

type S = components['schemas']

/** Whether a card payment could be completed at all: a real provider, or the dev bank on. */
export const cardPaymentsAvailable = (deps: {
  provider: PaymentProvider
  devBankEnabled: boolean
}) => deps.provider.name !== 'dev' || deps.devBankEnabled

export function createPaymentsService(deps: {
  payments: PaymentsRepository
  refunds: RefundsRepository
  orders: Pick<OrdersService, 'visibleOrder'>
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
  const providerFailed = providerFailure(log, deps.provider.name)
  const refunds = createRefundsService({ ...deps, now, log })
  const settle = createPaymentSettlement({ payments: deps.payments, refunds, now, log })

  /** Re-reads a payment created at the provider and settles it by the answer. */
  async function reread(ours: PaymentRow) {
    const readStatus = deps.provider.status
    if (!readStatus || !ours.providerPaymentId) return ours
    return settle(ours, await readStatus(ours.providerPaymentId))
  }

  /**
   * The order's pending payment, to be sent to the provider's page: a payment created there
   * before is re-read first (its page may have been cancelled or expired since), and one that
   * is no longer pending is settled and replaced by a new one.
   */
  async function payablePayment(orderId: string) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const payment = await deps.payments.pendingFor(orderId, deps.provider.name)
      if (!payment?.confirmationUrl) return payment
      if ((await reread(payment)).status === 'pending') return payment
    }
    return null
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
      const payment = await payablePayment(order.id).catch((error: unknown) => {
        throw providerFailed(error, `re-reading the payment of order ${order.number}`)
      })
      if (!payment) throw cannotPay()
      // A repeated start of a payment still pending there goes to the same provider page.
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
     * believed: the payment or refund is re-read from the provider and settled by that answer,
     * once (a repeat finds it settled).
     */
    async providerNotification(ip: string, notice: { event: string; object: { id: string } }) {
      const readStatus = deps.provider.status
      if (!readStatus || !deps.trustedNotifiers) throw notFound(paymentMessages.notificationsOff)
      if (!deps.trustedNotifiers.has(ip)) {
        log(`Payment notification refused: ${ip} is not a trusted address`)
        throw forbidden(paymentMessages.untrustedNotifier)
      }
      if (notice.event.startsWith('refund.')) return refunds.notification(notice.object.id)
      // Other objects (payouts, deals) are not ours.
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
      await settle(ours, remote)
    },

    /**
     * Before an order is shown (the return pages read it): its payment still pending at the
     * provider is re-read, so the page shows what the provider says even before the
     * notification came. A provider that cannot be reached leaves the order as it is.
     */
    async refreshOrder(orderId: string) {
      const pending = await deps.payments.pendingAtProviderOf(orderId)
      if (!pending) return
      await reread(pending).catch((error: unknown) => {
        log(`Re-reading payment ${pending.providerPaymentId}: ${String(error)}`)
      })
    },

    /** A paid order cancelled by its customer: the money goes back (refunds.service.ts). */
    refundOrder: refunds.refundOrder,
    /** An approved return claim's money back (refunds.service.ts), once per claim. */
    refundClaim: refunds.refundClaim,

    /**
     * The reconciliation job's pass: payments and refunds still pending since before `cutoff`,
     * claimed by this process (payment-reconciliation.ts), re-read from the provider.
     */
    async reconcile(cutoff: Date, limit: number) {
      const claimed = await deps.payments.claimPending(cutoff, now(), limit)
      let settled = 0
      for (const payment of claimed) {
        const after = await reread(payment).catch((error: unknown) => {
          log(`Reconciling payment ${payment.providerPaymentId}: ${String(error)}`)
          return payment
        })
        if (after.status !== 'pending') settled++
      }
      const refunded = await refunds.reconcile(cutoff, limit)
      return {
        payments: { checked: claimed.length, settled },
        refunds: refunded,
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
