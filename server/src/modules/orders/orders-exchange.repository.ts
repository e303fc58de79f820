import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import { moveOrderStatus } from '../../db/order-move.ts'
import {
  accounts,
  customers,
  orderItems,
  orderNotices,
  orders,
  orderTrackingHistory,
  parts,
  warranties,
} from '../../db/schema/index.ts'
import { moveRule, type OrderMove } from './order-lifecycle.ts'
import type { NoticeDue, TrackedLine, TrackedOrder, TrackingPlan } from './tracking-types.ts'

/** The plan's changes were planned on lines another exchange moved meanwhile. */
class LinesMovedMeanwhile extends Error {}

/** Orders as the 1C exchange sends them: buyer, account's 1C id, lines with the parts' 1C ids. */
export function createOrdersExchangeRepository(db: Database) {
  return {
    async unexported(limit: number, since: Date | null) {
      const rows = await db
        .select({
          order: orders,
          customerName: customers.fullName,
          customerPhone: customers.phone,
          customerEmail: customers.email,
          accountName: accounts.name,
          accountExternalId: accounts.externalIdOnec,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(and(isNull(orders.exportedAt), since ? gte(orders.createdAt, since) : undefined))
        .orderBy(asc(orders.createdAt), asc(orders.number))
        .limit(limit)
      const ids = rows.map((r) => r.order.id)
      const lines =
        ids.length === 0
          ? []
          : await db
              .select({
                item: orderItems,
                partExternalId: parts.externalId,
                warrantyTitle: warranties.title,
              })
              .from(orderItems)
              .innerJoin(parts, eq(parts.id, orderItems.partId))
              .leftJoin(warranties, eq(warranties.id, orderItems.warrantyId))
              .where(inArray(orderItems.orderId, ids))
      return rows.map((r) => ({
        ...r,
        lines: lines.filter((l) => l.item.orderId === r.order.id),
      }))
    },

    async markExported(ids: string[], now: Date) {
      if (ids.length === 0) return 0
      const done = await db
        .update(orders)
        .set({ exportedAt: now })
        .where(and(inArray(orders.id, ids), isNull(orders.exportedAt)))
        .returning({ id: orders.id })
      return done.length
    },

    /**
     * A move that keeps the stock where it is (pay, take, ship, finish), under the order's row
     * lock and only from the move's statuses, with its history row; null when the order was not
     * in one of them.
     */
    async move(
      orderId: string,
      move: Exclude<OrderMove, 'cancel' | 'expire' | 'refund'>,
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        if (!(await lockOrder(tx, orderId))) return null
        return moveOrderStatus(tx, orderId, moveRule(move), now)
      })
    },

    /** An order and its lines as the status file's plan reads them (order-tracking.ts). */
    async tracking(number: number): Promise<{ order: TrackedOrder; lines: TrackedLine[] } | null> {
      const [order] = await db.select().from(orders).where(eq(orders.number, number))
      if (!order) return null
      const rows = await db
        .select({ item: orderItems, externalId: parts.externalId })
        .from(orderItems)
        .innerJoin(parts, eq(parts.id, orderItems.partId))
        .where(eq(orderItems.orderId, order.id))
      return {
        order: { ...order, number: order.number ?? number },
        lines: rows.map(({ item, externalId }) => ({
          ...item,
          // The orders document names a part 1C never sent by the shop's id (sale-exchange.ts).
          externalId: externalId ?? item.partId,
        })),
      }
    },

    /**
     * Applies a planned status file's step under the order's lock: each line only from the state
     * it was planned on (a conditional update), the order's shipment, the history rows and the
     * messages owed (a move already told is not owed again). Null when a line moved meanwhile:
     * nothing of the step is written. Answers the notices newly owed.
     */
    async applyTracking(
      orderId: string,
      plan: Extract<TrackingPlan, { outcome: 'planned' }>,
      now: Date,
    ): Promise<NoticeDue[] | null> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockOrder(tx, orderId))) throw new LinesMovedMeanwhile()
          for (const line of plan.lines) {
            const done = await tx
              .update(orderItems)
              .set({
                state: line.to,
                confirmedQuantity: line.confirmedQuantity,
                shippedQuantity: line.shippedQuantity,
                cancelReason: line.cancelReason,
                replacedBy: line.replacedBy,
                warehouse: line.warehouse,
                expectedOn: line.expectedOn,
              })
              .where(
                and(
                  eq(orderItems.orderId, orderId),
                  eq(orderItems.partId, line.partId),
                  eq(orderItems.state, line.from),
                ),
              )
              .returning({ partId: orderItems.partId })
            if (done.length === 0) throw new LinesMovedMeanwhile()
          }
          if (plan.order) await tx.update(orders).set(plan.order).where(eq(orders.id, orderId))
          if (plan.history.length > 0) {
            await tx
              .insert(orderTrackingHistory)
              .values(plan.history.map((h) => ({ ...h, orderId, changedAt: now })))
          }
          return oweNotices(tx, orderId, plan.notices, now)
        })
      } catch (error) {
        if (error instanceof LinesMovedMeanwhile) return null
        throw error
      }
    },

    /** Messages owed outside a status file's lines (a claim's decision); the new ones back. */
    oweNotices: (orderId: string, due: NoticeDue[], now: Date) => oweNotices(db, orderId, due, now),

    /**
     * Claims an owed message for sending: only while unsent and unclaimed (or its claim is older
     * than `leaseSeconds`, a job that died), with what the message needs. Null: nothing to send.
     */
    async claimNotice(orderId: string, move: string, now: Date, leaseSeconds: number) {
      const stale = new Date(now.getTime() - leaseSeconds * 1000)
      const [claimed] = await db
        .update(orderNotices)
        .set({ claimedAt: now })
        .where(
          and(
            eq(orderNotices.orderId, orderId),
            eq(orderNotices.move, move),
            isNull(orderNotices.sentAt),
            isNull(orderNotices.skipped),
            sql`(${orderNotices.claimedAt} is null or ${orderNotices.claimedAt} < ${stale})`,
          ),
        )
        .returning()
      if (!claimed) return null
      const [who] = await db
        .select({
          number: orders.number,
          phone: customers.phone,
          email: customers.email,
          wanted: customers.orderNotices,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId))
      return who ? { ...who, number: who.number ?? 0, detail: claimed.detail } : null
    },

    async finishNotice(orderId: string, move: string, now: Date, skipped: string | null) {
      await db
        .update(orderNotices)
        .set(skipped ? { skipped, claimedAt: null } : { sentAt: now })
        .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.move, move)))
    },

    async releaseNotice(orderId: string, move: string) {
      await db
        .update(orderNotices)
        .set({ claimedAt: null })
        .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.move, move)))
    },
  }
}

export type OrdersExchangeRepository = ReturnType<typeof createOrdersExchangeRepository>

/** Owes each message once per order and move: the ones not owed before come back to be queued. */
async function oweNotices(
  executor: Database | Transaction,
  orderId: string,
  due: NoticeDue[],
  now: Date,
) {
  if (due.length === 0) return []
  const owed = await executor
    .insert(orderNotices)
    .values(due.map((n) => ({ orderId, move: n.move, detail: n.detail, createdAt: now })))
    .onConflictDoNothing()
    .returning({ move: orderNotices.move })
  const fresh = new Set(owed.map((o) => o.move))
  return due.filter((n) => fresh.has(n.move))
}
