import type { accounts, customers } from '../../db/schema/index.ts'

export type Customer = typeof customers.$inferSelect
export type Account = typeof accounts.$inferSelect

/** A logged-in customer with the account they act for: what services get as "who". */
export interface CustomerWithAccount {
  customer: Customer
  account: Account
}

/** Whose cart: a logged-in customer's, else a guest session's (docs/product.md#cart). */
export type CartOwner = { customerId: string } | { sessionId: string }
