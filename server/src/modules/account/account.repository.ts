import { and, asc, count, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { addresses, counterparties, passportReveals, recipients } from '../../db/schema/index.ts'

export type CounterpartyRow = typeof counterparties.$inferSelect
export type AddressRow = typeof addresses.$inferSelect
export type RecipientRow = typeof recipients.$inferSelect

type Fields<T> = Omit<T, 'id' | 'accountId' | 'createdAt'>

/**
 * Counterparties, delivery addresses and recipients of an account. Every query is scoped by the
 * account, so a uuid of another account behaves as "not found".
 */
export function createAccountRepository(db: Database) {
  const counterpartiesRepo = {
    list: (accountId: string) =>
      db
        .select()
        .from(counterparties)
        .where(eq(counterparties.accountId, accountId))
        .orderBy(asc(counterparties.createdAt), asc(counterparties.id)),
    async get(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(counterparties)
        .where(and(eq(counterparties.accountId, accountId), eq(counterparties.id, id)))
      return row ?? null
    },
    async create(accountId: string, values: Fields<CounterpartyRow>) {
      const [row] = await db
        .insert(counterparties)
        .values({ ...values, accountId })
        .returning()
      if (!row) throw new Error('counterparty not created')
      return row
    },
    async update(accountId: string, id: string, values: Fields<CounterpartyRow>) {
      const [row] = await db
        .update(counterparties)
        .set(values)
        .where(and(eq(counterparties.accountId, accountId), eq(counterparties.id, id)))
        .returning()
      return row ?? null
    },
    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(counterparties)
        .where(and(eq(counterparties.accountId, accountId), eq(counterparties.id, id)))
        .returning({ id: counterparties.id })
      return rows.length > 0
    },
  }

  const addressesRepo = {
    list: (accountId: string) =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.accountId, accountId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id)),
    async get(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
      return row ?? null
    },
    async create(accountId: string, values: Fields<AddressRow>) {
      const [row] = await db
        .insert(addresses)
        .values({ ...values, accountId })
        .returning()
      if (!row) throw new Error('address not created')
      return row
    },
    async update(accountId: string, id: string, values: Fields<AddressRow>) {
      const [row] = await db
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
        .returning()
      return row ?? null
    },
    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
        .returning({ id: addresses.id })
      return rows.length > 0
    },
  }

  const recipientsRepo = {
    list: (accountId: string) =>
      db
        .select()
        .from(recipients)
        .where(eq(recipients.accountId, accountId))
        .orderBy(asc(recipients.createdAt), asc(recipients.id)),
    async get(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(recipients)
        .where(and(eq(recipients.accountId, accountId), eq(recipients.id, id)))
      return row ?? null
    },
    async create(accountId: string, values: Fields<RecipientRow>) {
      const [row] = await db
        .insert(recipients)
        .values({ ...values, accountId })
        .returning()
      if (!row) throw new Error('recipient not created')
      return row
    },
    async update(accountId: string, id: string, values: Fields<RecipientRow>) {
      const [row] = await db
        .update(recipients)
        .set(values)
        .where(and(eq(recipients.accountId, accountId), eq(recipients.id, id)))
        .returning()
      return row ?? null
    },
    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(recipients)
        .where(and(eq(recipients.accountId, accountId), eq(recipients.id, id)))
        .returning({ id: recipients.id })
      return rows.length > 0
    },
  }

  return {
    counterparties: counterpartiesRepo,
    addresses: addressesRepo,
    recipients: recipientsRepo,

    /** Audit trail of passport reveals (who, which recipient, from where, when). */
    async logPassportReveal(input: { recipientId: string; customerId: string; ip: string | null }) {
      await db.insert(passportReveals).values(input)
    },

    /** Reveals by one customer since a moment: the database-held rate limit. */
    async countRevealsSince(customerId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(passportReveals)
        .where(
          and(eq(passportReveals.customerId, customerId), gt(passportReveals.revealedAt, since)),
        )
      return Number(row?.n ?? 0)
    },

    passportReveals: (recipientId: string) =>
      db
        .select()
        .from(passportReveals)
        .where(eq(passportReveals.recipientId, recipientId))
        .orderBy(asc(passportReveals.revealedAt)),
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
