import { createPeriodicJob } from '../shared/periodic-job.ts'
import type { OrdersRepository } from './orders.repository.ts'

/** Orders cancelled per run at most; the next run takes the rest. */
const batchSize = 200

/**
 * Cancels card orders that stayed unpaid longer than the payment time, releasing their stock.
 * The job queue runs it once a period for all processes (`orders.expire-unpaid`); should two
 * passes overlap on one PostgreSQL (a test, a script), they share the work
 * through `SKIP LOCKED`, and each order's stock returns once (order-lifecycle.ts, `expire`).
 */
export function createUnpaidOrdersExpiry(deps: {
  orders: Pick<OrdersRepository, 'expireUnpaid'>
  /** ORDER_PAYMENT_TIMEOUT_MINUTES. */
  timeoutMinutes: number
  now: () => Date
  log: (message: string) => void
}) {
  return createPeriodicJob(async () => {
    const now = deps.now()
    const cutoff = new Date(now.getTime() - deps.timeoutMinutes * 60_000)
    const expired = await deps.orders.expireUnpaid(cutoff, now, batchSize)
    if (expired.length > 0) {
      deps.log(`Unpaid orders cancelled after ${deps.timeoutMinutes} min: ${expired.join(', ')}`)
    }
    return expired
  })
}

export type UnpaidOrdersExpiry = ReturnType<typeof createUnpaidOrdersExpiry>
