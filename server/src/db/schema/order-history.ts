import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
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

/**
 * What 1C reported for an order after it was placed (docs/product.md#order-lines), one row per
 * change: a line's move (`part_id`, states before and after, quantities in `detail`), a shipment
 * document, the transport company's waybill. Written in the transaction of the change.
 */
export const orderTrackingHistory = pgTable(
  'order_tracking_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: ownedBy('order_id', () => orders.id),
    /** The line's part; null for what concerns the whole order (documents, waybill). */
    partId: uuid('part_id'),
    /** A line's move (rules/order-line.ts) or `document`, `waybill`, `quantities`. */
    move: text('move').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('order_tracking_history_order_idx').on(t.orderId, t.id)],
)

/**
 * One row per message the buyer is owed about an order (docs/product.md#order-notices): its
 * key (`confirmed_changes`, `ready`, `shipped`, `line_cancelled:<part>`) makes a move tell the
 * buyer once, whichever file or retry reported it.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    orderId: ownedBy('order_id', () => orders.id),
    move: text('move').notNull(),
    /** The message's words as they were when the move happened. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A job claims the row while it sends (a retried job cannot send twice). */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Why nothing was sent (the buyer turned the messages off); null: sent or waiting. */
    skipped: text('skipped'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.move] })],
)
