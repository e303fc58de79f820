import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  cartItems,
  carts,
  type OrderDetails,
  orderItems,
  orders,
  parts,
  payments,
  warranties,
} from '../../db/schema/index.ts'
import { lineCost } from '../cart/cart-totals.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect & { slug: string }
export type OrderStatus = OrderRow['status']

/** Why an order could not be made from the cart. */
export class EmptyCartError extends Error {
  override name = 'EmptyCartError'
}

export interface NewOrder {
  customerId: string
  accountId: string
  kind: 'fast' | 'full'
  status: OrderStatus
  paymentMethod: 'card' | 'invoice'
  details: OrderDetails
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
    async createFromCart(input: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
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
          .orderBy(asc(cartItems.addedAt))
          .for('update', { of: parts })
        const orderable = lines
          .map((line) => {
            const max = line.part.isNotNew
              ? Math.min(1, line.part.totalStock)
              : line.part.totalStock
            return { ...line, quantity: Math.min(line.item.quantity, max) }
          })
          .filter((line) => line.quantity > 0)
        if (orderable.length === 0) {
          const recent =
            cart.lastOrderId &&
            cart.lastOrderAt &&
            input.now.getTime() - cart.lastOrderAt.getTime() < input.doubleClickWindowMs
          if (recent && cart.lastOrderId && lines.length === 0) {
            const [earlier] = await tx.select().from(orders).where(eq(orders.id, cart.lastOrderId))
            if (earlier) return { order: earlier, created: false }
          }
          throw new EmptyCartError(lines.length === 0 ? 'empty' : 'sold out')
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
            idempotencyKey: input.idempotencyKey,
            createdAt: input.now,
          })
          .returning()
        if (!order) throw new Error('order not created')
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
        for (const { line } of costed) {
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
     * Cancels the order if it is still in one of `from`, in one transaction: its pending
     * payments fail (locked first, in the order a payment's completion takes its locks), the
     * status becomes cancelled and the stock its lines took goes back. Null when the order had
     * left those statuses meanwhile (a repeat or a race); then nothing changes.
     */
    async cancel(orderId: string, from: readonly OrderStatus[], now: Date) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.orderId, orderId))
          .for('update')
        const [order] = await tx
          .update(orders)
          .set({ status: 'cancelled' })
          .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
          .returning()
        if (!order) return null
        await tx
          .update(payments)
          .set({ status: 'failed', finishedAt: now })
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        const lines = await tx
          .select({ partId: orderItems.partId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
        for (const line of lines) {
          await tx
            .update(parts)
            .set({ totalStock: sql`${parts.totalStock} + ${line.quantity}` })
            .where(eq(parts.id, line.partId))
        }
        return order
      })
    },

    async byNumber(number: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number))
      return row ?? null
    },

    async items(orderId: string): Promise<OrderItemRow[]> {
      return (await items([orderId])).map((r) => ({ ...r.item, slug: r.slug }))
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
