import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ownedBy, timestamptz } from './columns.ts'
import { accounts, customers } from './commerce.ts'

/** Counterparties (legal entities the account buys as). */
export const counterparties = pgTable(
  'counterparties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    type: text('type', { enum: ['legal', 'entrepreneur'] }).notNull(),
    title: text('title').notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    legalAddress: text('legal_address').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('counterparties_account_idx').on(t.accountId)],
)

/** Delivery addresses of an account. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode'),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('addresses_account_idx').on(t.accountId)],
)

/** People who collect goods (transport companies ask for a passport). */
export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    passportSeries: text('passport_series').notNull(),
    passportNumber: text('passport_number').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recipients_account_idx').on(t.accountId)],
)

/** Audit log: every passport reveal, who asked and from where. */
export const passportReveals = pgTable(
  'passport_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: ownedBy('recipient_id', () => recipients.id),
    customerId: ownedBy('customer_id', () => customers.id),
    ip: text('ip'),
    revealedAt: timestamptz('revealed_at').notNull().defaultNow(),
  },
  (t) => [index('passport_reveals_recipient_idx').on(t.recipientId)],
)
