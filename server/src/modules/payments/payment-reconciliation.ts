import { createPeriodicJob } from '../shared/periodic-job.ts'
import type { PaymentsService } from './payments.service.ts'

/** Payments (and refunds) re-read per pass at most; the next pass takes the rest. */
const batchSize = 100

/**
 * Re-reads from the provider the payments and refunds still pending `afterMinutes` after they
 * began (PAYMENT_RECONCILE_AFTER_MINUTES): a notification lost on the way (or never sent) no
 * longer leaves an order unpaid or a refund unsettled. The job queue runs it once a
 * period for all processes (`payments.reconcile`); passes that overlap all the same share the
 * work: each claims its rows with `SKIP LOCKED` and marks them, so a payment is re-read once.
 */
export function createPaymentReconciliation(deps: {
  payments: Pick<PaymentsService, 'reconcile'>
  afterMinutes: number
  now: () => Date
  log: (message: string) => void
}) {
  return createPeriodicJob(async () => {
    const cutoff = new Date(deps.now().getTime() - deps.afterMinutes * 60_000)
    const result = await deps.payments.reconcile(cutoff, batchSize)
    if (result.payments.checked + result.refunds.checked > 0) {
      deps.log(
        `Payment reconciliation: ${result.payments.checked} payments re-read (${result.payments.settled} settled), ${result.refunds.checked} refunds (${result.refunds.settled} settled)`,
      )
    }
    return result
  })
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>
