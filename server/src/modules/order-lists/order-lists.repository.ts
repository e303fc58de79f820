import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { customers, type OrderListRowData, orderLists } from '../../db/schema/index.ts'

export type OrderListRecord = typeof orderLists.$inferSelect & { author: string | null }

const withAuthor = {
  list: orderLists,
  author: customers.fullName,
}

/** An account's saved lists; every query is scoped by the account, so no list leaks across. */
export function createOrderListsRepository(db: Database) {
  const one = async (accountId: string, id: string): Promise<OrderListRecord | null> => {
    const [row] = await db
      .select(withAuthor)
      .from(orderLists)
      .leftJoin(customers, eq(customers.id, orderLists.updatedBy))
      .where(and(eq(orderLists.accountId, accountId), eq(orderLists.id, id)))
    return row ? { ...row.list, author: row.author } : null
  }
  return {
    one,

    async all(accountId: string) {
      const rows = await db
        .select({
          id: orderLists.id,
          name: orderLists.name,
          rowsCount: sql<number>`jsonb_array_length(${orderLists.rows})`.mapWith(Number),
          updatedAt: orderLists.updatedAt,
          author: customers.fullName,
        })
        .from(orderLists)
        .leftJoin(customers, eq(customers.id, orderLists.updatedBy))
        .where(eq(orderLists.accountId, accountId))
        .orderBy(desc(orderLists.updatedAt), desc(orderLists.id))
      return rows
    },

    async create(input: { accountId: string; by: string; name: string; rows: OrderListRowData[] }) {
      const [row] = await db
        .insert(orderLists)
        .values({
          accountId: input.accountId,
          updatedBy: input.by,
          name: input.name,
          rows: input.rows,
        })
        .returning({ id: orderLists.id })
      if (!row) throw new Error('list not inserted')
      return one(input.accountId, row.id)
    },

    async update(
      accountId: string,
      id: string,
      input: { by: string; name: string; rows: OrderListRowData[] },
    ) {
      const [row] = await db
        .update(orderLists)
        .set({ name: input.name, rows: input.rows, updatedBy: input.by, updatedAt: new Date() })
        .where(and(eq(orderLists.accountId, accountId), eq(orderLists.id, id)))
        .returning({ id: orderLists.id })
      return row ? one(accountId, row.id) : null
    },

    async remove(accountId: string, id: string) {
      const rows = await db
        .delete(orderLists)
        .where(and(eq(orderLists.accountId, accountId), eq(orderLists.id, id)))
        .returning({ id: orderLists.id })
      return rows.length > 0
    },
  }
}

export type OrderListsRepository = ReturnType<typeof createOrderListsRepository>
