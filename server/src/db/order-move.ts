import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from './database.ts'
import { orderStatusHistory, orders } from './schema/index.ts'

type OrderStatus = (typeof orders.$inferSelect)['status']

/** A named move of the order lifecycle (modules/orders/order-lifecycle.ts). */
export interface OrderMoveRule {
  name: string
  from: readonly OrderStatus[]
  to: OrderStatus
}

/**
 * Applies one lifecycle move as a conditional update (only from `from`) inside the caller's
 * transaction, on an order whose row the caller has locked (order-lock.ts), and writes its
 * history row in the same transaction. Null when the order was not in `from`: nothing changes
 * and no history row is written.
 */
export async function moveOrderStatus(
  tx: Transaction,
  orderId: string,
  move: OrderMoveRule,
  now: Date,
) {
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!before) return null
  const [order] = await tx
    .update(orders)
    .set({ status: move.to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...move.from])))
    .returning()
  if (!order) return null
  await tx.insert(orderStatusHistory).values({
    orderId,
    move: move.name,
    fromStatus: before.status,
    toStatus: move.to,
    changedAt: now,
  })
  return order
}

/** The first history row of a new order (in the transaction that inserts it). */
export async function recordOrderCreated(
  tx: Transaction,
  order: { id: string; status: OrderStatus },
  now: Date,
) {
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    move: 'create',
    fromStatus: null,
    toStatus: order.status,
    changedAt: now,
  })
}
