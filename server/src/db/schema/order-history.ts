import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    move: text('move').notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
)
