import { and, asc, count, eq, gt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database.ts'
import { addresses, counterparties, passportReveals, recipients } from '../../db/schema/index.ts'

export type CounterpartyRow = typeof counterparties.$inferSelect
export type AddressRow = typeof addresses.$inferSelect
export type RecipientRow = typeof recipients.$inferSelect

type Fields<T> = Omit<T, 'id' | 'accountId' | 'createdAt'>

type AccountTable = typeof counterparties | typeof addresses | typeof recipients

/**
 * list/get/create/update/remove over one table of an account's records, every query scoped by
 * the account. Drizzle cannot type a query over a table left generic, so the queries run on the
 * plain table and each result is typed back to that table's rows.
 */
function accountRecords<T extends AccountTable>(db: Database, typed: T, name: string) {
  type Row = T['$inferSelect']
  const table: AccountTable = typed
  const owned = (accountId: string, id: string) =>
    and(eq(table.accountId, accountId), eq(table.id, id))
  return {
    async list(accountId: string) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.accountId, accountId))
        .orderBy(asc(table.createdAt), asc(table.id))
      return rows as Row[]
    },
    async get(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(owned(accountId, id))
      return (row as Row | undefined) ?? null
    },
    async create(accountId: string, values: Fields<Row>) {
      const [row] = await db
        .insert(table as PgTable)
        .values({ ...values, accountId } as PgTable['$inferInsert'])
        .returning()
      if (!row) throw new Error(`${name} not created`)
      return row as Row
    },
    async update(accountId: string, id: string, values: Fields<Row>) {
      const [row] = await db
        .update(table as PgTable)
        .set(values)
        .where(owned(accountId, id))
        .returning()
      return (row as Row | undefined) ?? null
    },
    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(table as PgTable)
        .where(owned(accountId, id))
        .returning({ id: table.id })
      return rows.length > 0
    },
  }
}

/**
 * Counterparties, delivery addresses and recipients of an account. Every query is scoped by the
 * account, so a uuid of another account behaves as "not found".
 */
export function createAccountRepository(db: Database) {
  return {
    counterparties: accountRecords(db, counterparties, 'counterparty'),
    addresses: accountRecords(db, addresses, 'address'),
    recipients: accountRecords(db, recipients, 'recipient'),

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
