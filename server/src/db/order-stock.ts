import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { orderItems, orders, parts, payments } from './schema/index.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type OrderStatus = (typeof orders.$inferSelect)['status']

const byPartId = <T extends { partId: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0))

/**
 * Applies a stock-returning move of the order lifecycle (cancel, expire, refund: `from` → `to`)
 * to an order whose row the caller has locked (order-lock.ts): pending payments fail, the status
 * changes only from `from`, and the lines' stock goes back. Null when the order was not in those
 * statuses: nothing changes, so stock returns exactly once however many times or processes try.
 * Shared by the orders and the payments repositories (a refund settles in the payments module).
 */
export async function returnOrderStock(
  tx: Transaction,
  orderId: string,
  move: { from: readonly OrderStatus[]; to: OrderStatus },
  now: Date,
) {
  const [order] = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...move.from])))
    .returning()
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
