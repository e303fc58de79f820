import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import { moveOrderStatus } from '../../db/order-move.ts'
import {
  accounts,
  customers,
  orderItems,
  orders,
  parts,
  warranties,
} from '../../db/schema/index.ts'
import { moveRule, type OrderMove } from './order-lifecycle.ts'

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
  }
}

export type OrdersExchangeRepository = ReturnType<typeof createOrdersExchangeRepository>
