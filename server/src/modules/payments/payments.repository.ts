import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { orders, payments } from '../../db/schema/index.ts'

export type PaymentRow = typeof payments.$inferSelect

export function createPaymentsRepository(db: Database) {
  return {
    async create(input: { orderId: string; provider: string; amount: number }) {
      const [row] = await db.insert(payments).values(input).returning()
      if (!row) throw new Error('payment not created')
      return row
    },

    async get(id: string) {
      const [row] = await db
        .select({ payment: payments, orderNumber: orders.number })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, id))
      return row ?? null
    },

    /**
     * Finishes a pending payment once; a success marks the order paid, in one transaction.
     * Returns the payment as it ends up (a repeat gets the first outcome).
     */
    async finish(id: string, outcome: 'succeeded' | 'failed', now: Date) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(payments)
          .set({ status: outcome, finishedAt: now })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning()
        if (updated && outcome === 'succeeded') {
          await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, updated.orderId))
        }
        const [row] = await tx.select().from(payments).where(eq(payments.id, id))
        return row ?? null
      })
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
