import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Country phone prefixes and their input masks (docs/product.md#phone-masks). */
export const phoneCodes = pgTable('phone_codes', {
  prefix: text('prefix').primaryKey(),
  mask: text('mask').notNull(),
  sort: integer('sort').notNull().default(0),
})
