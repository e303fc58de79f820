import { eq } from 'drizzle-orm'
import type { Transaction } from './database.ts'
import { orders } from './schema/index.ts'

/**
 * Locks the order row: every change of an order's status or payments (the orders and the
 * payments modules) takes this lock first.
 */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}
