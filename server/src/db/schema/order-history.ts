import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core'
import { ownedBy, timestamptz } from './columns.ts'
import { orderStatuses, orders } from './commerce-cart.ts'

/**
 * One row per status change of an order (docs/product.md#order-status-history): the move of the
 * lifecycle (`create` for the first status), the status before (null for `create`) and after.
 * Written in the same transaction as the change itself (db/order-move.ts).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    /** Grows with every change: the order of the changes (they happen under the order's lock). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: ownedBy('order_id', () => orders.id),
    move: text('move').notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
)
