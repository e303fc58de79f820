import type { FitRefusal } from '../catalog/catalog-writes.service.ts'
import { exchangeMessages } from './messages.ts'

/** Distinct values told one by one; the rest are counted in one line. */
const valuesTold = 50

/**
 * Fitment values that named no model of the shop, gathered over a whole import: one line per
 * value and reason (its first ten products and how many), for 1C's operator and the log. The
 * import goes on without them: the rest of the product's fitment is written.
 */
export class FitReport {
  private byValue = new Map<string, { refusal: FitRefusal; ids: string[]; total: number }>()

  add(refusals: FitRefusal[]) {
    for (const refusal of refusals) {
      const key = `${refusal.problem}\n${refusal.value}`
      const entry = this.byValue.get(key) ?? { refusal, ids: [], total: 0 }
      entry.total++
      if (entry.ids.length < 10) entry.ids.push(refusal.externalId)
      this.byValue.set(key, entry)
    }
  }

  warnings(): string[] {
    const entries = [...this.byValue.values()]
    const lines = entries
      .slice(0, valuesTold)
      .map(({ refusal, ids, total }) =>
        exchangeMessages.fitRefused(
          refusal.value,
          exchangeMessages.fitProblems[refusal.problem],
          total > ids.length ? [...ids, '…'] : ids,
          total,
        ),
      )
    if (entries.length > valuesTold) {
      lines.push(exchangeMessages.fitRefusedMore(entries.length - valuesTold))
    }
    return lines
  }
}
