import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from './database.ts'
import { moveOrderStatus, type OrderMoveRule } from './order-move.ts'
import { orderItems, parts, payments } from './schema/index.ts'

const byPartId = <T extends { partId: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0))

/**
 * Applies a stock-returning move of the order lifecycle (cancel, expire, refund: `from` → `to`)
 * to an order whose row the caller has locked (order-lock.ts): pending payments fail, the status
 * changes only from `from` (with its history row), and the lines' stock goes back. Null when the order was not in those
 * statuses: nothing changes, so stock returns exactly once however many times or processes try.
 * Shared by the orders and the payments repositories (a refund settles in the payments module).
 */
export async function returnOrderStock(
  tx: Transaction,
  orderId: string,
  move: OrderMoveRule,
  now: Date,
) {
  const order = await moveOrderStatus(tx, orderId, move, now)
  if (!order) return null
  await tx
    .update(payments)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
  const lines = await tx
    .select({ partId: orderItems.partId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  // Part rows locked in one order (by id) everywhere stock changes: no deadlocks.
  for (const line of byPartId(lines)) {
    await tx
      .update(parts)
      .set({ totalStock: sql`${parts.totalStock} + ${line.quantity}` })
      .where(eq(parts.id, line.partId))
  }
  return order
}
