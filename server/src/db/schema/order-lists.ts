import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ownedBy, timestamptz } from './columns.ts'
import { accounts, customers } from './commerce.ts'

/** One row of a saved list: what the buyer wrote and, when they picked one, the part. */
export interface OrderListRowData {
  article: string
  brand: string | null
  quantity: number
  productId: string | null
}

/**
 * Lists for «Заказ по списку» (docs/product.md#order-from-a-list), kept per account: every
 * representative with `list.show` sees the account's lists. Rows live in one jsonb document (at
 * most 1,000 of them): a list is read and written whole, never queried row by row.
 */
export const orderLists = pgTable(
  'order_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ownedBy('account_id', () => accounts.id),
    name: text('name').notNull(),
    rows: jsonb('rows').$type<OrderListRowData[]>().notNull().default(sql`'[]'::jsonb`),
    /** Who saved or changed it last (kept when the person leaves: the name is shown). */
    updatedBy: uuid('updated_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('order_lists_account_idx').on(t.accountId, t.updatedAt)],
)
