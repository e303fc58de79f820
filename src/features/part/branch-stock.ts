import type { PartDetails } from '../../api/parts.ts'
import { type Branch, branches } from '../../content/branches.ts'

/** When a buyer gets the part at a branch: the same day, after a transfer, or not at all. */
export type Timing = { kind: 'today' } | { kind: 'days'; days: number } | { kind: 'none' }

export interface BranchAvailability {
  id: Branch['id']
  city: string
  shortName: string
  quantity: number
  pickup: Timing
  delivery: Timing
}

type Stocks = Pick<PartDetails, 'branch_stocks' | 'total_stock'>

const inDays = (days: number): Timing => (days > 0 ? { kind: 'days', days } : { kind: 'today' })

/**
 * Every pickup branch with its stock and timings (src/content/branches.ts, `pickup`): in stock
 * there — pickup today, the courier in `deliveryDays`; in stock elsewhere only — both after the
 * branch's `transferDays`; nowhere — neither. Empty when the stock is not known per branch.
 * (docs/product.md#part-page)
 */
export function branchAvailability(part: Stocks): BranchAvailability[] {
  if (part.branch_stocks.length === 0 || part.total_stock < 1) return []
  const stockOf = new Map(part.branch_stocks.map((s) => [s.branch as string, s.quantity]))
  return branches.flatMap((branch) => {
    const timing = branch.pickup
    if (!timing) return []
    const quantity = stockOf.get(branch.id) ?? 0
    const wait = quantity > 0 ? 0 : timing.transferDays
    return [
      {
        id: branch.id,
        city: branch.city,
        shortName: timing.shortName,
        quantity,
        pickup: inDays(wait),
        delivery: inDays(wait + timing.deliveryDays),
      },
    ]
  })
}

/** The short stock line, branches with stock only: «СПб: 4, Москва: 3». */
export function stockLine(rows: readonly BranchAvailability[]): string {
  return rows
    .filter((row) => row.quantity > 0)
    .map((row) => `${row.shortName}: ${row.quantity}`)
    .join(', ')
}
