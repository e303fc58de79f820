import { orderMessages } from '../orders/messages.ts'
import { conflict, unavailable } from '../shared/domain-errors.ts'
import { paymentMessages } from './messages.ts'
import type { PaymentProvider, ProviderRefund } from './payment-provider.ts'
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts'
import { providerFailure } from './provider-failure.ts'
import { receiptLinesOf } from './receipt-lines.ts'
import type { RefundRow, RefundsRepository } from './refunds.repository.ts'

/**
 * Refunds through the payment provider, along the order lifecycle (`refund`: paid → return).
 * A refund is made once per payment or claim (refunds.repository `openOnce`) and sent with its own id as the
 * Idempotence-Key, so a re-send after a timeout, a repeated cancel or the reconciliation job
 * never gives the money back twice. The provider's answer is settled at once when final;
 * `pending` waits for `refund.succeeded` (re-read, never believed) or the reconciliation.
 */
export function createRefundsService(deps: {
  refunds: RefundsRepository
  payments: Pick<PaymentsRepository, 'succeededOf' | 'receiptFacts'>
  provider: PaymentProvider
  now: () => Date
  log: (message: string) => void
}) {
  const failed = providerFailure(deps.log, deps.provider.name)

  /** Applies the provider's word on a pending refund, once. */
  async function settle(refund: RefundRow, remote: ProviderRefund) {
    if (refund.status !== 'pending' || remote.status === 'pending') return refund
    if (remote.status === 'canceled') {
      deps.log(`Refund ${remote.id} was cancelled by the provider: check it by hand`)
    }
    const outcome = remote.status === 'succeeded' ? 'succeeded' : 'failed'
    return (await deps.refunds.finish(refund.id, outcome, deps.now())) ?? refund
  }

  /** The receipt of a refund: a claim's pieces of one line, else the whole order. */
  async function receiptOf(refund: RefundRow) {
    if (!refund.claimId) return receiptLinesOf(await deps.payments.receiptFacts(refund.orderId))
    const line = await deps.refunds.claimLine(refund.claimId)
    return line ? receiptLinesOf([{ ...line, warrantyCost: 0 }]) : []
  }

  /** Sends a pending refund to the provider (again, with the same key) and settles its answer. */
  async function send(refund: RefundRow) {
    const facts = await deps.refunds.facts(refund)
    if (!facts) return refund
    const remote = await deps.provider.refund({
      refundId: refund.id,
      providerPaymentId: facts.payment.providerPaymentId,
      orderNumber: facts.orderNumber,
      amount: refund.amount,
      phone: facts.phone,
      lines: await receiptOf(refund),
    })
    if (facts.payment.providerPaymentId && remote.paymentId !== facts.payment.providerPaymentId) {
      deps.log(`Refund ${remote.id} answered for another payment (${remote.paymentId}): ignored`)
      return refund
    }
    await deps.refunds.attachProviderRefund(refund.id, remote.id)
    return settle(refund, remote)
  }

  /** Re-reads a refund the provider knows, or sends one it may never have received. */
  async function recheck(refund: RefundRow) {
    if (refund.status !== 'pending') return refund
    if (!refund.providerRefundId || !deps.provider.refundStatus) return send(refund)
    return settle(refund, await deps.provider.refundStatus(refund.providerRefundId))
  }

  return {
    /**
     * A customer cancels a paid card order: its payment is refunded. 409 when it cannot be (no
     * payment took the money, or the order left `paid`); 503 when the provider cannot be reached
     * (the refund stays pending and goes again on the next cancel or reconciliation).
     */
    async refundOrder(order: { id: string; number: number }) {
      const refused = () =>
        conflict(orderMessages.cannotCancel, { status: [orderMessages.cannotCancel] })
      const payment = await deps.payments.succeededOf(order.id)
      if (!payment) throw refused()
      const refund = await deps.refunds.openOnce(payment.id, { orderMustBePaid: true })
      if (!refund) throw refused()
      await recheck(refund).catch((error: unknown) => {
        throw failed(error, `refunding order ${order.number}`)
      })
    },

    /**
     * An approved return claim of a card order: its pieces at the line's price go back through
     * the provider, once per claim (refunds.repository `openOnce`, the refund's id as the
     * Idempotence-Key). `none` when no card payment took the order's money (an invoice order:
     * 1C returns it by bank transfer); throws when the provider cannot be reached or refuses
     * (the refund stays pending or failed, and the next status file or reconciliation retries).
     */
    async refundClaim(claim: {
      id: string
      orderId: string
      amount: number
    }): Promise<'none' | 'sent'> {
      const payment = await deps.payments.succeededOf(claim.orderId)
      if (!payment) return 'none'
      const refund = await deps.refunds.openOnce(payment.id, { claim })
      if (!refund) return 'none'
      const after = await recheck(refund).catch((error: unknown) => {
        throw failed(error, `refunding claim ${claim.id}`)
      })
      if (after.status === 'failed') throw unavailable(paymentMessages.refundRefused)
      return 'sent'
    },

    /**
     * A payment that took money after its order had closed (cancelled or expired on our side
     * while the provider's page stayed payable): the money goes back. Failures are logged; the
     * pending refund is sent again by the reconciliation job.
     */
    async refundLatePayment(payment: PaymentRow) {
      deps.log(
        `Payment ${payment.providerPaymentId} succeeded after its order closed: refunding it`,
      )
      const refund = await deps.refunds.openOnce(payment.id, {})
      if (!refund) return
      await recheck(refund).catch((error: unknown) =>
        deps.log(`Refund of payment ${payment.providerPaymentId} not sent yet: ${String(error)}`),
      )
    },

    /** `refund.succeeded` / `refund.canceled`: the refund is re-read and settled by that answer. */
    async notification(providerRefundId: string) {
      const ours = await deps.refunds.byProviderRefundId(deps.provider.name, providerRefundId)
      if (!ours) {
        deps.log(`Refund notification about an unknown refund ${providerRefundId}: ignored`)
        return
      }
      if (ours.status !== 'pending' || !deps.provider.refundStatus) return
      const remote = await deps.provider.refundStatus(providerRefundId).catch((error: unknown) => {
        throw failed(error, `re-reading refund ${providerRefundId}`)
      })
      if (remote.id !== providerRefundId) return
      await settle(ours, remote)
    },

    /** The reconciliation job's part: pending refunds claimed by this process, re-read or re-sent. */
    async reconcile(cutoff: Date, limit: number) {
      const claimed = await deps.refunds.claimPending(cutoff, deps.now(), limit)
      let settled = 0
      for (const refund of claimed) {
        const after = await recheck(refund).catch((error: unknown) => {
          deps.log(`Reconciling refund ${refund.id}: ${String(error)}`)
          return refund
        })
        if (after.status !== 'pending') settled++
      }
      return { checked: claimed.length, settled }
    },
  }
}

export type RefundsService = ReturnType<typeof createRefundsService>
