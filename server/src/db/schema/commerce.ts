import { boolean, index, integer, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ownedBy, timestamptz } from './columns.ts'

/** Numbers for accounts registered on the site (`ИМ-000001`), before 1C has seen them. */
export const webAccountNumbers = pgSequence('web_account_numbers', { startWith: 1 })

/** A customer account as 1C knows it; people (customers) act for it as representatives. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  externalIdOnec: text('external_id_onec').unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/** A person who logs in by phone; every customer belongs to exactly one account. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    phone: text('phone').notNull().unique(),
    fullName: text('full_name').notNull(),
    lastNameF: text('last_name_f').notNull(),
    initials: text('initials').notNull(),
    email: text('email'),
    imageUrl: text('image_url'),
    /** Permission keys (`order.show`, `user.edit`, …; docs/product.md#permissions). */
    permissions: text('permissions').array().notNull().default([]),
    /**
     * The person who opened the account. Nobody else changes their permissions or phone or
     * removes them, so a representative can never take the account over.
     */
    isOwner: boolean('is_owner').notNull().default(false),
    /** SMS and e-mail about the customer's orders after ordering (the profile's switch). */
    orderNotices: boolean('order_notices').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('customers_account_idx').on(t.accountId)],
)

/** Bearer tokens, stored as SHA-256 hashes so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: ownedBy('customer_id', () => customers.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_customer_idx').on(t.customerId)],
)

/**
 * One-time SMS codes (hashed). `attempts` counts wrong tries; the code dies at the limit,
 * on expiry or on use. Kept in the database so every server process sees the same state.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'registration'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The name given at registration, used when the code is confirmed. */
    name: text('name'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Who asked for it: the SMS limits count sends per address. */
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
  ],
)

/** Last SMS send per phone: an atomic upsert on this row enforces one send per 60 s. */
export const smsSendLimits = pgTable('sms_send_limits', {
  phone: text('phone').primaryKey(),
  lastSentAt: timestamptz('last_sent_at').notNull(),
})
