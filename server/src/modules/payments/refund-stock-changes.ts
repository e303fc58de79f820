import type { RefundsRepository } from './refunds.repository.ts'

/**
 * A refund that succeeded for a whole order (not a claim's) gives the order's stock back: told
 * on the catalogue bus as orders' own stock changes are (orders/stock-changes.ts).
 */
export function tellingRefundStock(
  refunds: RefundsRepository,
  changed: () => Promise<void>,
): RefundsRepository {
  return {
    ...refunds,
    async finish(id, outcome, now) {
      const row = await refunds.finish(id, outcome, now)
      if (row?.status === 'succeeded' && !row.claimId && outcome === 'succeeded') await changed()
      return row
    },
  }
}
