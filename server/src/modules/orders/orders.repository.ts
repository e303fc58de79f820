import { orderableQuantity } from '@gruzovik/rules'
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import { recordOrderCreated } from '../../db/order-move.ts'
import { returnOrderStock } from '../../db/order-stock.ts'
import {
  cartItems,
  carts,
  type OrderDetails,
  type OrderTruck,
  orderItems,
  orderStatusHistory,
  orders,
  parts,
  warranties,
} from '../../db/schema/index.ts'
import { lineCost } from '../cart/cart-totals.ts'
import { quantityFactsOf } from '../parts/present-part.ts'
import { moveRule, type OrderMove, type OrderStatus } from './order-lifecycle.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect & { slug: string }
export type OrderStatusChangeRow = typeof orderStatusHistory.$inferSelect

/** Why an order could not be made from the cart. */
export class EmptyCartError extends Error {
  override name = 'EmptyCartError'
}

/** A cart line the stock no longer covers: its part and what can still be had. */
export interface StockShortage {
  title: string
  article: string
  available: number
}

export type CreatedOrder = { order: OrderRow; created: boolean }

const byPartId = <T>(list: readonly T[], partId: (item: T) => string) =>
  [...list].sort((a, b) => (partId(a) < partId(b) ? -1 : partId(a) > partId(b) ? 1 : 0))

export interface NewOrder {
  customerId: string
  accountId: string
  kind: 'fast' | 'full'
  status: OrderStatus
  paymentMethod: 'card' | 'invoice'
  details: OrderDetails
  /** The buyer's truck the order is for, and what the order keeps of it. */
  truck?: { id: string; snapshot: OrderTruck } | null
  idempotencyKey: string | null
  /** A repeat within this window after the cart became an order answers that order. */
  doubleClickWindowMs: number
  now: Date
}

export function createOrdersRepository(db: Database) {
  async function items(orderIds: string[]) {
    if (orderIds.length === 0) return []
    return db
      .select({ item: orderItems, slug: parts.slug })
      .from(orderItems)
      .innerJoin(parts, eq(parts.id, orderItems.partId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.title))
  }

  return {
    /**
     * Turns the customer's cart into an order in one transaction: the cart row is locked, so
     * concurrent requests (a double click, two server processes) make one order; the stock is
     * taken and the cart emptied. Answers `created: false` with the earlier order for a repeated
     * idempotency key or a repeat right after the cart was ordered.
     */
    async createFromCart(input: NewOrder): Promise<CreatedOrder | { shortage: StockShortage[] }> {
      await db.insert(carts).values({ customerId: input.customerId }).onConflictDoNothing()
      return db.transaction(async (tx) => {
        const [cart] = await tx
          .select()
          .from(carts)
          .where(eq(carts.customerId, input.customerId))
          .for('update')
        if (!cart) throw new Error('cart missing')
        if (input.idempotencyKey) {
          const [earlier] = await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.customerId, input.customerId),
                eq(orders.idempotencyKey, input.idempotencyKey),
              ),
            )
          if (earlier) return { order: earlier, created: false }
        }
        const lines = await tx
          .select({ item: cartItems, part: parts, warranty: warranties })
          .from(cartItems)
          .innerJoin(parts, eq(parts.id, cartItems.partId))
          .leftJoin(warranties, eq(warranties.id, cartItems.warrantyId))
          .where(eq(cartItems.cartId, cart.id))
          // Part rows locked in one order (by id) everywhere stock changes: no deadlocks.
          .orderBy(asc(parts.id))
          .for('update', { of: parts })
        const shortage = lines
          .map((line) => ({ line, available: orderableQuantity(quantityFactsOf(line.part)) }))
          .filter(({ line, available }) => line.item.quantity > available)
        if (shortage.length > 0) {
          // Refused, never shortened: the cart keeps what can still be had, so the buyer sees
          // the real quantities; sold-out lines stay for the buyer to remove.
          for (const { line, available } of shortage) {
            if (available > 0) {
              await tx
                .update(cartItems)
                .set({ quantity: available })
                .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.partId, line.part.id)))
            }
          }
          return {
            shortage: shortage.map(({ line, available }) => ({
              title: line.part.fullTitle,
              article: line.part.article,
              available,
            })),
          }
        }
        const orderable = lines.map((line) => ({ ...line, quantity: line.item.quantity }))
        if (orderable.length === 0) {
          const recent =
            cart.lastOrderId &&
            cart.lastOrderAt &&
            input.now.getTime() - cart.lastOrderAt.getTime() < input.doubleClickWindowMs
          if (recent && cart.lastOrderId) {
            const [earlier] = await tx.select().from(orders).where(eq(orders.id, cart.lastOrderId))
            if (earlier) return { order: earlier, created: false }
          }
          throw new EmptyCartError('empty')
        }
        const costed = orderable.map((line) => {
          const warranty = line.warranty
            ? {
                priceType: line.warranty.priceType,
                fix: line.warranty.fix,
                percent: line.warranty.percent,
              }
            : null
          const price = {
            basePrice: line.part.basePrice,
            price: line.part.price,
            discount: line.part.discount,
          }
          return { line, money: lineCost({ price, quantity: line.quantity, warranty }) }
        })
        const cost = costed.reduce((sum, c) => sum + c.money.total, 0)
        const [order] = await tx
          .insert(orders)
          .values({
            accountId: input.accountId,
            customerId: input.customerId,
            kind: input.kind,
            status: input.status,
            cost,
            paymentMethod: input.paymentMethod,
            details: input.details,
            truckId: input.truck?.id ?? null,
            truck: input.truck?.snapshot ?? null,
            idempotencyKey: input.idempotencyKey,
            createdAt: input.now,
          })
          .returning()
        if (!order) throw new Error('order not created')
        await recordOrderCreated(tx, order, input.now)
        await tx.insert(orderItems).values(
          costed.map(({ line, money }) => ({
            orderId: order.id,
            partId: line.part.id,
            title: line.part.fullTitle,
            article: line.part.article,
            quantity: line.quantity,
            price: money.goods / line.quantity,
            warrantyId: line.warranty?.id ?? null,
            warrantyCost: money.warranty,
            cost: money.total,
          })),
        )
        for (const { line } of byPartId(costed, (c) => c.line.part.id)) {
          await tx
            .update(parts)
            .set({ totalStock: sql`${parts.totalStock} - ${line.quantity}` })
            .where(eq(parts.id, line.part.id))
        }
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id))
        await tx
          .update(carts)
          .set({ lastOrderId: order.id, lastOrderAt: input.now, updatedAt: input.now })
          .where(eq(carts.id, cart.id))
        return { order, created: true }
      })
    },

    /**
     * Applies a stock-returning move under the order's row lock; null when the order had left
     * the move's statuses meanwhile (a repeat or a race): then nothing changes.
     */
    async moveReturningStock(orderId: string, move: OrderMove, now: Date) {
      return db.transaction(async (tx) => {
        if (!(await lockOrder(tx, orderId))) return null
        return returnOrderStock(tx, orderId, moveRule(move), now)
      })
    },

    /**
     * Cancels up to `limit` card orders still waiting for payment since before `cutoff`, one
     * transaction each. `SKIP LOCKED` lets several server processes share the work: an order
     * another process (or a payment) holds is left to it.
     */
    async expireUnpaid(cutoff: Date, now: Date, limit: number): Promise<number[]> {
      const expired: number[] = []
      while (expired.length < limit) {
        const order = await db.transaction(async (tx) => {
          const [due] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.status, 'wait_pay'), lt(orders.createdAt, cutoff)))
            .orderBy(asc(orders.createdAt))
            .limit(1)
            .for('update', { skipLocked: true })
          return due ? returnOrderStock(tx, due.id, moveRule('expire'), now) : undefined
        })
        if (order === undefined) break
        if (order) expired.push(order.number)
      }
      return expired
    },

    async byNumber(number: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number))
      return row ?? null
    },

    async items(orderId: string): Promise<OrderItemRow[]> {
      return (await items([orderId])).map((r) => ({ ...r.item, slug: r.slug }))
    },

    /** The order's status changes, oldest first (db/order-move.ts writes them). */
    async history(orderId: string): Promise<OrderStatusChangeRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id))
    },

    async itemCounts(orderIds: string[]) {
      if (orderIds.length === 0) return new Map<string, number>()
      const rows = await db
        .select({ orderId: orderItems.orderId, n: count() })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .groupBy(orderItems.orderId)
      return new Map(rows.map((r) => [r.orderId, Number(r.n)]))
    },

    async pageForAccount(
      accountId: string,
      statuses: readonly OrderStatus[] | null,
      page: number,
      perPage: number,
    ) {
      const where = statuses
        ? and(eq(orders.accountId, accountId), inArray(orders.status, [...statuses]))
        : eq(orders.accountId, accountId)
      const [total] = await db.select({ n: count() }).from(orders).where(where)
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(perPage)
        .offset((page - 1) * perPage)
      return { rows, total: Number(total?.n ?? 0) }
    },
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
