import type { ClaimKind, ClaimReason, ClaimState } from '@gruzovik/rules'
import { claimStates } from '@gruzovik/rules'
import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytea, ownedBy, timestamptz } from './columns.ts'
import { accounts, customers } from './commerce.ts'
import { orders } from './commerce-cart.ts'

/**
 * Returns and warranty claims on an order's line (docs/product.md#claims). `number` is the one
 * the buyer and 1C see; `state` moves along rules/claim.ts only by conditional updates.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedByDefaultAsIdentity({ startWith: 1001 }).unique(),
    accountId: ownedBy('account_id', () => accounts.id),
    customerId: ownedBy('customer_id', () => customers.id),
    orderId: ownedBy('order_id', () => orders.id),
    partId: uuid('part_id').notNull(),
    kind: text('kind').$type<ClaimKind>().notNull(),
    reason: text('reason').$type<ClaimReason>().notNull(),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull(),
    /** Kilometres since installation: a used engine or gearbox under warranty. */
    mileage: integer('mileage'),
    state: text('state', { enum: claimStates }).$type<ClaimState>().notNull().default('new'),
    /** Why the shop refused it (`rejected`). */
    rejectReason: text('reject_reason'),
    /** The last day of the term it was filed within (ISO date). */
    termEndsOn: text('term_ends_on').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When 1C confirmed it loaded the claim (`type=sale&mode=success`); null: not yet. */
    exportedAt: timestamptz('exported_at'),
  },
  (t) => [
    index('claims_account_idx').on(t.accountId, t.createdAt),
    index('claims_order_line_idx').on(t.orderId, t.partId),
    index('claims_not_exported_idx').on(t.createdAt).where(sql`${t.exportedAt} is null`),
  ],
)

/** Every state a claim took: its filing (no state before) and each move, in its transaction. */
export const claimHistory = pgTable(
  'claim_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: ownedBy('claim_id', () => claims.id),
    move: text('move').notNull(),
    fromState: text('from_state', { enum: claimStates }),
    toState: text('to_state', { enum: claimStates }).notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('claim_history_claim_idx').on(t.claimId, t.id)],
)

/**
 * A claim's photos in the database, so every server process serves them: the file as sent and
 * a smaller copy for the page. Uploaded before the claim is filed (`claim_id` null until then).
 */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: ownedBy('customer_id', () => customers.id),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    /** The page's copy (JPEG, at most 1280 px); null when it could not be made (HEIC). */
    preview: bytea('preview'),
    size: integer('size').notNull(),
    /** Its place among the claim's photos, as the buyer picked them. */
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('claim_photos_claim_idx').on(t.claimId),
    index('claim_photos_customer_idx').on(t.customerId),
  ],
)
