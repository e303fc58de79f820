import type { components } from '@gruzovik/openapi'
import { type OrderLineState, orderLineStates } from '@gruzovik/rules'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { parts, warranties } from './catalog.ts'
import { ownedBy, timestamptz } from './columns.ts'
import { accounts, customers } from './commerce.ts'
import { trucks } from './trucks.ts'

type Schemas = components['schemas']

/** What an order keeps of its buyer, recipient and delivery, as they were when ordered. */
export interface OrderDetails {
  counterparty: Omit<Schemas['Counterparty'], 'allows'> | null
  /** Passport data stays masked in an order. */
  recipient: Omit<Schemas['Recipient'], 'allows'> | null
  delivery: Schemas['Delivery']
  comment: string | null
}

/** The truck an order is for, as it was when ordered (docs/product.md#orders-for-a-truck). */
export type OrderTruck = Schemas['OrderTruck']

/** A shipment document 1C made for the order (УПД, накладная), as «Номер/Дата отгрузки по 1С». */
export interface ShipmentDocument {
  kind: string
  number: string
  /** ISO date (YYYY-MM-DD) as 1C sent it; null when it sent none. */
  date: string | null
}

/** What took a line's place in 1C (a new line of its `Товары`). */
export interface LineReplacement {
  externalId: string
  article: string
  title: string
  quantity: number
}

/**
 * A cart belongs to a guest session (the `Session` header) or to a customer, never both.
 * `lastOrder*` remember the order this cart last became, so a double click on "quick
 * order" (the cart already empty) answers with that order instead of an error.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').unique(),
  customerId: uuid('customer_id')
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  lastOrderId: uuid('last_order_id'),
  lastOrderAt: timestamptz('last_order_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: ownedBy('cart_id', () => carts.id),
    partId: ownedBy('part_id', () => parts.id),
    quantity: integer('quantity').notNull(),
    warrantyId: uuid('warranty_id').references(() => warranties.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.partId] })],
)

export const orderStatuses = [
  'new',
  'work',
  'wait_pay',
  'paid',
  'shipped',
  'done',
  'cancelled',
  'return',
] as const

/** Orders; `number` is the public number customers see, `cost` kopecks. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedByDefaultAsIdentity({ startWith: 100001 }).unique(),
    accountId: ownedBy('account_id', () => accounts.id),
    customerId: ownedBy('customer_id', () => customers.id),
    kind: text('kind', { enum: ['fast', 'full'] }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    cost: integer('cost').notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'invoice'] }).notNull(),
    deliveryCost: integer('delivery_cost').notNull().default(0),
    /** Snapshot of counterparty, recipient, delivery and comment at ordering time. */
    details: jsonb('details').$type<OrderDetails>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When 1C confirmed it received the order (`type=sale&mode=success`); null: not yet. */
    exportedAt: timestamptz('exported_at'),
    /** Shipment documents 1C reported (docs/exchange-1c.md, «Заказы после оформления»). */
    shipmentDocuments: jsonb('shipment_documents')
      .$type<ShipmentDocument[]>()
      .notNull()
      .default([]),
    /** The transport company and its waybill, as 1C reported them. */
    carrier: text('carrier'),
    waybill: text('waybill'),
    /** 1C's payment document of an invoice order («Номер/Дата оплаты по 1С»). */
    paymentNumberOnec: text('payment_number_onec'),
    paymentDateOnec: text('payment_date_onec'),
    /** The buyer's truck the order is for (optional); the snapshot stays if the truck goes. */
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    truck: jsonb('truck').$type<OrderTruck>(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    // The expiry job finds unpaid card orders by status and age.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The exchange with 1C sends the orders it has not confirmed yet.
    index('orders_not_exported_idx').on(t.createdAt).where(sql`${t.exportedAt} is null`),
  ],
)

/** Order lines keep the prices of the moment of ordering (kopecks). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: ownedBy('order_id', () => orders.id),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    title: text('title').notNull(),
    article: text('article').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    warrantyId: uuid('warranty_id').references(() => warranties.id, { onDelete: 'set null' }),
    warrantyCost: integer('warranty_cost').notNull().default(0),
    cost: integer('cost').notNull(),
    /** Where the line is after the order (rules/order-line.ts); 1C's status file moves it. */
    state: text('state', { enum: orderLineStates })
      .$type<OrderLineState>()
      .notNull()
      .default('ordered'),
    /** Pieces 1C keeps in the order; null until it reported the line. */
    confirmedQuantity: integer('confirmed_quantity'),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    cancelReason: text('cancel_reason'),
    replacedBy: jsonb('replaced_by').$type<LineReplacement>(),
    /** The warehouse it ships from and when it is expected (ISO date), as 1C sent them. */
    warehouse: text('warehouse'),
    expectedOn: text('expected_on'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.partId] })],
)

/** Payments through the payment provider (the dev provider simulates the bank page). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: ownedBy('order_id', () => orders.id),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** The provider's id of this payment (YooKassa's), once it was created there. */
    providerPaymentId: text('provider_payment_id'),
    /** Where the provider asked to send the customer; a repeated start re-reads it first. */
    confirmationUrl: text('confirmation_url'),
    /** When the reconciliation job last claimed this payment to re-read it from the provider. */
    checkedAt: timestamptz('checked_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    // At most one pending payment per order: a second start reuses it (payments.repository).
    uniqueIndex('payments_one_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * Money sent back through the provider: a paid order cancelled by the customer, or a payment
 * that succeeded after its order had closed. `pending` until the provider confirms it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: ownedBy('payment_id', () => payments.id),
    orderId: ownedBy('order_id', () => orders.id),
    provider: text('provider').notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's id of the refund, once it answered. */
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** When the reconciliation job last claimed this refund. */
    checkedAt: timestamptz('checked_at'),
    /** The approved return claim this refund pays back (part of the order); null: the order. */
    claimId: uuid('claim_id'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_idx').on(t.provider, t.providerRefundId),
    // A payment is refunded at most once: a repeated cancel or notification finds this row.
    uniqueIndex('refunds_one_per_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'failed' and ${t.claimId} is null`),
    // A claim is refunded at most once, whichever status file or retry approves it.
    uniqueIndex('refunds_one_per_claim_idx')
      .on(t.claimId)
      .where(sql`${t.status} <> 'failed' and ${t.claimId} is not null`),
  ],
)

/** Favourite parts of a customer. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: ownedBy('customer_id', () => customers.id),
    partId: ownedBy('part_id', () => parts.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.partId] })],
)

/** "Notify about arrival" subscriptions (permission area `informReceipt`). */
export const informReceipts = pgTable(
  'inform_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: ownedBy('customer_id', () => customers.id),
    partId: ownedBy('part_id', () => parts.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** How the notice goes: `sms` (the default) or `email` (only while the profile has one). */
    channel: text('channel').$type<NoticeChannel>().notNull().default('sms'),
    /** When the last arrival notice was sent (shown as «Уведомлено 28.11»); null: never. */
    notifiedAt: timestamptz('notified_at'),
    /**
     * Set while a notice job sends (a conditional update claims it), so a retried or
     * duplicated job cannot send twice; a claim older than a few minutes is a crashed job's.
     */
    noticeClaimedAt: timestamptz('notice_claimed_at'),
  },
  (t) => [
    uniqueIndex('inform_receipts_unique_idx').on(t.customerId, t.partId),
    // The arrivals trigger and the dispatcher look subscriptions up by part.
    index('inform_receipts_part_idx').on(t.partId),
    check('inform_receipts_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
)

/** Where an arrival notice goes (docs/product.md#arrival-notices). */
export type NoticeChannel = 'sms' | 'email'

/**
 * Arrivals of followed parts (stock from 0 to above 0), written by a statement trigger on
 * parts (migration 0023) whatever wrote the stock; the dispatcher job turns each into notices
 * and stamps it dispatched.
 */
export const partArrivals = pgTable(
  'part_arrivals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: ownedBy('part_id', () => parts.id),
    arrivedAt: timestamptz('arrived_at').notNull().defaultNow(),
    dispatchedAt: timestamptz('dispatched_at'),
  },
  (t) => [index('part_arrivals_waiting_idx').on(t.id).where(sql`dispatched_at is null`)],
)
