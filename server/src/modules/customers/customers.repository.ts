import { createHash } from 'node:crypto'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { accounts, authTokens, customers } from '../../db/schema/index.ts'
import type { Customer, CustomerWithAccount } from './customer.ts'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

class PhoneTaken extends Error {}

export function createCustomersRepository(db: Database) {
  return {
    /** The customer owning a live (unexpired) token, with their account, or null. */
    async findByToken(token: string, now = new Date()): Promise<CustomerWithAccount | null> {
      const rows = await db
        .select({ customer: customers, account: accounts })
        .from(authTokens)
        .innerJoin(customers, eq(customers.id, authTokens.customerId))
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .where(and(eq(authTokens.tokenHash, hashToken(token)), gt(authTokens.expiresAt, now)))
        .limit(1)
      return rows[0] ?? null
    },

    async findByPhone(phone: string): Promise<CustomerWithAccount | null> {
      const rows = await db
        .select({ customer: customers, account: accounts })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .where(eq(customers.phone, phone))
        .limit(1)
      return rows[0] ?? null
    },

    /** A new account owned by a new customer, in one transaction. Null when the phone is taken. */
    async createWithAccount(input: {
      phone: string
      fullName: string
      lastNameF: string
      initials: string
      permissions: readonly string[]
    }): Promise<CustomerWithAccount | null> {
      try {
        return await db.transaction(async (tx) => {
          // A site registration gets its account number at once; the 1C exchange keeps it.
          const [account] = await tx
            .insert(accounts)
            .values({
              name: input.fullName,
              externalIdOnec: sql`'ИМ-' || lpad(nextval('web_account_numbers')::text, 6, '0')`,
            })
            .returning()
          if (!account) throw new Error('account not created')
          const [customer] = await tx
            .insert(customers)
            .values({
              ...input,
              permissions: [...input.permissions],
              accountId: account.id,
              isOwner: true,
            })
            .onConflictDoNothing({ target: customers.phone })
            .returning()
          // Throwing rolls the new account back too.
          if (!customer) throw new PhoneTaken()
          return { customer, account }
        })
      } catch (error) {
        if (error instanceof PhoneTaken) return null
        throw error
      }
    },

    async listByAccount(accountId: string) {
      return db
        .select()
        .from(customers)
        .where(eq(customers.accountId, accountId))
        .orderBy(asc(customers.createdAt), asc(customers.id))
    },

    /** A new person in an existing account; null when the phone is taken. */
    async createInAccount(
      accountId: string,
      input: Pick<
        Customer,
        'phone' | 'fullName' | 'lastNameF' | 'initials' | 'email' | 'permissions'
      >,
    ): Promise<Customer | null> {
      const [row] = await db
        .insert(customers)
        .values({ ...input, accountId })
        .onConflictDoNothing({ target: customers.phone })
        .returning()
      return row ?? null
    },

    /** Updates a person of the account; 'taken' when the new phone belongs to someone else. */
    async updateInAccount(
      accountId: string,
      id: string,
      input: Partial<
        Pick<
          Customer,
          'phone' | 'fullName' | 'lastNameF' | 'initials' | 'email' | 'permissions' | 'orderNotices'
        >
      >,
    ): Promise<Customer | null | 'taken'> {
      if (input.phone) {
        const [other] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.phone, input.phone))
        if (other && other.id !== id) return 'taken'
      }
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ phone: customers.phone })
          .from(customers)
          .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
          .for('update')
        const [row] = await tx
          .update(customers)
          .set(input)
          .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
          .returning()
        // A new phone is a new login: whoever held the old one's sessions is logged out.
        if (row && before && before.phone !== row.phone) {
          await tx.delete(authTokens).where(eq(authTokens.customerId, id))
        }
        return row ?? null
      })
    },

    async deleteInAccount(accountId: string, id: string) {
      const rows = await db
        .delete(customers)
        .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
        .returning({ id: customers.id })
      return rows.length > 0
    },

    /** Stores a new token by its hash only. */
    async saveToken(input: { token: string; customerId: string; expiresAt: Date }) {
      const { token, ...rest } = input
      await db.insert(authTokens).values({ ...rest, tokenHash: hashToken(token) })
    },

    async deleteToken(token: string) {
      await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)))
    },

    /** Logs the customer out everywhere: every token of theirs stops working at once. */
    async deleteAllTokens(customerId: string) {
      const rows = await db
        .delete(authTokens)
        .where(eq(authTokens.customerId, customerId))
        .returning({ hash: authTokens.tokenHash })
      return rows.length
    },
  }
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>
