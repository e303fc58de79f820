import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { claimDue } from '../../db/claim-due.ts'
import type { Database } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import { moveOrderStatus } from '../../db/order-move.ts'
import { orderItems, orders, payments } from '../../db/schema/index.ts'
import { mayStartCardPayment, moveRule } from '../orders/order-lifecycle.ts'

export type PaymentRow = typeof payments.$inferSelect

export function createPaymentsRepository(db: Database) {
  return {
    /**
     * The order's pending payment, made if there is none, under the order's row lock: a cancel
     * racing this waits or wins, and two requests at once get the same payment (a partial
     * unique index backs this). Null when the order cannot be paid by card any more.
     */
    async pendingFor(orderId: string, provider: string) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId)
        if (!order || !mayStartCardPayment(order)) return null
        const [existing] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        if (existing) return existing
        const [row] = await tx
          .insert(payments)
          .values({ orderId, provider, amount: order.cost })
          .returning()
        if (!row) throw new Error('payment not created')
        return row
      })
    },

    /** The order's lines as the receipt needs them. */
    async receiptFacts(orderId: string) {
      return db
        .select({
          title: orderItems.title,
          quantity: orderItems.quantity,
          price: orderItems.price,
          warrantyCost: orderItems.warrantyCost,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.title)
    },

    /**
     * Keeps the provider's payment id and confirmation address on a pending payment, once: two
     * starts racing both create at the provider, the first to store wins and the other gets
     * the winner's row (the loser's payment is never shown to anyone and expires there).
     */
    async attachProviderPayment(
      id: string,
      created: { providerPaymentId: string; confirmationUrl: string },
    ) {
      await db
        .update(payments)
        .set(created)
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'pending'),
            isNull(payments.confirmationUrl),
          ),
        )
      const [row] = await db.select().from(payments).where(eq(payments.id, id))
      return row ?? null
    },

    /** The order's payment that took the money (at most one: the order is paid once). */
    async succeededOf(orderId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      return row ?? null
    },

    /** The order's pending payment already created at the provider, if any. */
    async pendingAtProviderOf(orderId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.status, 'pending'),
            isNotNull(payments.providerPaymentId),
          ),
        )
      return row ?? null
    },

    /**
     * Claims up to `limit` payments created at the provider, pending since before `cutoff` and
     * not claimed since then, for the reconciliation job: `SKIP LOCKED` and the claim mark let
     * several server processes share them, each payment re-read by one.
     */
    async claimPending(cutoff: Date, now: Date, limit: number) {
      const due = and(eq(payments.status, 'pending'), isNotNull(payments.providerPaymentId))
      return claimDue(db, payments, due, { cutoff, now, limit })
    },

    /** Our payment of a provider's payment id. */
    async byProviderPaymentId(provider: string, providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)),
        )
      return row ?? null
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
     * Finishes a pending payment once, under its order's row lock. A success pays the order
     * only while the lifecycle allows it; an order cancelled meanwhile cannot take money, so
     * the payment fails instead. Returns the payment as it ends up (a repeat gets the first
     * outcome).
     */
    async finish(id: string, outcome: 'succeeded' | 'failed', now: Date) {
      const [known] = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.id, id))
      if (!known) return null
      return db.transaction(async (tx) => {
        await lockOrder(tx, known.orderId)
        const [updated] = await tx
          .update(payments)
          .set({ status: outcome, finishedAt: now })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning()
        if (updated && outcome === 'succeeded') {
          const paid = await moveOrderStatus(tx, updated.orderId, moveRule('pay'), now)
          if (!paid) {
            await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, id))
          }
        }
        const [row] = await tx.select().from(payments).where(eq(payments.id, id))
        return row ?? null
      })
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
