import type { ProviderPayment } from './payment-provider.ts'
import type { PaymentRow, PaymentsRepository } from './payments.repository.ts'
import type { RefundsService } from './refunds.service.ts'

/**
 * Applies the provider's word on one of our payments, once: `succeeded` pays the order,
 * `canceled` fails that payment (the order stays payable); anything else changes nothing. A
 * payment that took money after its order closed is refunded. Used by notifications, the
 * return pages, a restarted payment and the reconciliation job alike.
 */
export function createPaymentSettlement(deps: {
  payments: Pick<PaymentsRepository, 'finish'>
  refunds: Pick<RefundsService, 'refundLatePayment'>
  now: () => Date
  log: (message: string) => void
}) {
  return async function settle(ours: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
    if (remote.id !== ours.providerPaymentId || ours.status === 'succeeded') return ours
    // Closed on our side (the order was cancelled or expired) while the page stayed payable.
    if (ours.status !== 'pending') {
      if (remote.status === 'succeeded') await deps.refunds.refundLatePayment(ours)
      return ours
    }
    if (remote.status === 'succeeded') {
      if (remote.amount !== ours.amount) {
        deps.log(
          `Payment ${remote.id} succeeded with ${remote.amount} kopecks, ours is ${ours.amount}: not applied, check it by hand`,
        )
        return ours
      }
      const finished = (await deps.payments.finish(ours.id, 'succeeded', deps.now())) ?? ours
      // The order was cancelled while the payment went through: the money goes back.
      if (finished.status === 'failed') await deps.refunds.refundLatePayment(finished)
      return finished
    }
    if (remote.status === 'canceled') {
      return (await deps.payments.finish(ours.id, 'failed', deps.now())) ?? ours
    }
    return ours
  }
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>
