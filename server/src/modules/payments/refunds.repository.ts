import { and, eq, isNull, ne } from 'drizzle-orm'
import { claimDue } from '../../db/claim-due.ts'
import { claimedLineOf } from '../../db/claimed-line.ts'
import type { Database } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import { returnOrderStock } from '../../db/order-stock.ts'
import { customers, orders, payments, refunds } from '../../db/schema/index.ts'
import { canMove, moveRule } from '../orders/order-lifecycle.ts'

export type RefundRow = typeof refunds.$inferSelect

export function createRefundsRepository(db: Database) {
  return {
    /**
     * A refund made once, under the order's row lock: a repeated cancel, notification, status file
     * or another process finds the same row (partial unique indexes back this). Without `claim`
     * it is the whole payment's refund (none once a claim's refund took part of it), and with
     * `orderMustBePaid` (a customer cancelling a paid order) null when the order is not
     * `paid` any more (a manager took it, or it was refunded meanwhile). With `claim` it pays back
     * that approved return claim's pieces.
     */
    async openOnce(
      paymentId: string,
      options: { orderMustBePaid?: boolean; claim?: { id: string; amount: number } },
    ) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
      if (!payment) return null
      const { claim } = options
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, payment.orderId)
        if (!order) return null
        const alive = await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')))
        const existing = alive.find((row) => row.claimId === (claim?.id ?? null))
        if (existing) return existing
        if (options.orderMustBePaid && !canMove(order.status, 'refund')) return null
        // A payment partly given back for a claim is not refunded whole online: the whole
        // order's receipt would not match what is left (a manager settles it in 1C).
        if (!claim && alive.length > 0) return null
        // A claim never gets more than the payment has left.
        const left = payment.amount - alive.reduce((sum, row) => sum + row.amount, 0)
        const amount = claim ? Math.min(claim.amount, left) : left
        if (amount <= 0) return null
        const [row] = await tx
          .insert(refunds)
          .values({
            paymentId,
            orderId: order.id,
            provider: payment.provider,
            amount,
            claimId: claim?.id ?? null,
          })
          .returning()
        return row ?? null
      })
    },

    /** A claim refund's receipt line: the claimed pieces of its order line at the line's price. */
    claimLine: (claimId: string) => claimedLineOf(db, claimId),

    /** What the refund's request needs: the payment, the order's number and its customer's phone. */
    async facts(refund: RefundRow) {
      const [row] = await db
        .select({ payment: payments, orderNumber: orders.number, phone: customers.phone })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(payments.id, refund.paymentId))
      return row ?? null
    },

    async attachProviderRefund(id: string, providerRefundId: string) {
      await db
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)))
    },

    async byProviderRefundId(provider: string, providerRefundId: string) {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.provider, provider), eq(refunds.providerRefundId, providerRefundId)))
      return row ?? null
    },

    /** The refunds of an order not failed (pending or done). */
    async ofOrder(orderId: string) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')))
    },

    /**
     * Settles a pending refund once, under the order's lock. A succeeded refund of the order's
     * paid payment moves the order along `refund` (paid → return, stock back); a refund of a
     * payment that came after the order closed, or of a return claim, leaves the order as it is.
     */
    async finish(id: string, outcome: 'succeeded' | 'failed', now: Date) {
      const [known] = await db.select().from(refunds).where(eq(refunds.id, id))
      if (!known) return null
      return db.transaction(async (tx) => {
        await lockOrder(tx, known.orderId)
        const [updated] = await tx
          .update(refunds)
          .set({ status: outcome, finishedAt: now })
          .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
          .returning()
        // A claim's refund gives back part of the order: the order and its stock stay as they are.
        if (updated?.status === 'succeeded' && !updated.claimId) {
          const [payment] = await tx
            .select({ status: payments.status })
            .from(payments)
            .where(eq(payments.id, updated.paymentId))
          if (payment?.status === 'succeeded') {
            await returnOrderStock(tx, updated.orderId, moveRule('refund'), now)
          }
        }
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, id))
        return row ?? null
      })
    },

    /**
     * Claims up to `limit` refunds still pending since before `cutoff` and not claimed since then,
     * for the reconciliation job: `SKIP LOCKED` and the claim mark let several processes share
     * them, each refund re-read by one.
     */
    async claimPending(cutoff: Date, now: Date, limit: number) {
      return claimDue(db, refunds, eq(refunds.status, 'pending'), { cutoff, now, limit })
    },
  }
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>
