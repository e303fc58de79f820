import { asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { payablePriceSql } from '../db/payable-price-sql.ts'
import type { OrderDetails, orderStatuses } from '../db/schema/index.ts'
import {
  orderItems,
  orderStatusHistory,
  orders,
  orderTrackingHistory,
  parts,
} from '../db/schema/index.ts'

type OrderStatus = (typeof orderStatuses)[number]

const day = 24 * 3600 * 1000

/**
 * The demo customer's order history, one order per status a buyer meets (docs/product.md
 * #orders-and-payment): oldest first, so the newest numbers are the open ones. No card order
 * waits for payment: the expiry job would cancel it at the first start.
 */
const history: readonly {
  status: OrderStatus
  daysAgo: number
  invoice: boolean
  lines: readonly number[]
  /** The lifecycle moves that led here from the first status (its status history). */
  moves: readonly (readonly [move: string, to: OrderStatus])[]
  /**
   * What 1C's status file reported (docs/product.md#order-lines): pieces shipped per line
   * (the rest follows in `expectedInDays`), the documents and the waybill. Without it the lines
   * are as the order's status says: all shipped once it shipped, waiting before.
   */
  tracking?: {
    shipped: readonly number[]
    expectedInDays: number
    carrier: string
    waybill: string
  }
}[] = [
  {
    status: 'done',
    daysAgo: 62,
    invoice: true,
    lines: [0, 1],
    moves: [
      ['take', 'work'],
      ['ship', 'shipped'],
      ['finish', 'done'],
    ],
  },
  {
    status: 'return',
    daysAgo: 40,
    invoice: false,
    lines: [2],
    moves: [
      ['pay', 'paid'],
      ['refund', 'return'],
    ],
  },
  {
    status: 'cancelled',
    daysAgo: 21,
    invoice: false,
    lines: [3],
    moves: [['cancel', 'cancelled']],
  },
  {
    status: 'shipped',
    daysAgo: 9,
    invoice: true,
    lines: [4, 0],
    moves: [
      ['take', 'work'],
      ['ship', 'shipped'],
    ],
    // One line left in full, the second one of its two pieces; the other follows.
    tracking: {
      shipped: [1, 1],
      expectedInDays: 3,
      carrier: 'Деловые Линии',
      waybill: '26-00123456789',
    },
  },
  {
    status: 'work',
    daysAgo: 4,
    invoice: false,
    lines: [1],
    moves: [
      ['pay', 'paid'],
      ['take', 'work'],
    ],
  },
  { status: 'paid', daysAgo: 2, invoice: false, lines: [2, 3], moves: [['pay', 'paid']] },
  { status: 'new', daysAgo: 0, invoice: true, lines: [4], moves: [] },
]

/** Hours between two status changes of a demo order. */
const stepHours = 5

/** Orders of `customerId` in several statuses, from parts in stock; nothing without parts. */
export async function seedDemoOrders(
  db: Database,
  who: { customerId: string; accountId: string },
  buyer: OrderDetails['counterparty'],
  now = new Date(),
) {
  const stock = await db
    .select({
      id: parts.id,
      title: parts.fullTitle,
      article: parts.article,
      // What the part page shows and an order charges (@gruzovik/rules).
      price: payablePriceSql(parts),
    })
    .from(parts)
    .where(gt(parts.totalStock, 0))
    .orderBy(asc(parts.slug))
    .limit(5)
  if (stock.length < 5) return
  for (const [index, entry] of history.entries()) {
    const lines = entry.lines.map((n, i) => {
      const part = stock[n] ?? stock[0]
      if (!part) throw new Error('no part for a demo order')
      const quantity = i + 1
      return { part, quantity, cost: part.price * quantity }
    })
    const details: OrderDetails = {
      counterparty: entry.invoice ? buyer : null,
      recipient: null,
      delivery:
        index % 2 === 0
          ? { type: 'pickup', branch: 'spb' }
          : {
              type: 'transport_company',
              transport_company: 'Деловые Линии',
              address_uuid: null,
              city: 'Красноярск',
              address: 'ул. Ленина, д. 10',
            },
      comment: null,
    }
    const createdAt = new Date(now.getTime() - entry.daysAgo * day - (index + 1) * 3600 * 1000)
    const [order] = await db
      .insert(orders)
      .values({
        accountId: who.accountId,
        customerId: who.customerId,
        kind: 'full',
        status: entry.status,
        cost: lines.reduce((sum, line) => sum + line.cost, 0),
        paymentMethod: entry.invoice ? 'invoice' : 'card',
        details,
        createdAt,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('demo order not inserted')
    const left = ['shipped', 'done'].includes(entry.status)
    const gone = ['cancelled', 'return'].includes(entry.status)
    const shippedAt = new Date(createdAt.getTime() + entry.moves.length * stepHours * 3600 * 1000)
    const expectedOn = entry.tracking
      ? new Date(now.getTime() + entry.tracking.expectedInDays * day).toISOString().slice(0, 10)
      : null
    const items = lines.map(({ part, quantity, cost }, i) => {
      const shipped = entry.tracking?.shipped[i] ?? (left ? quantity : 0)
      return {
        orderId: order.id,
        partId: part.id,
        title: part.title,
        article: part.article,
        quantity,
        price: part.price,
        cost,
        state: gone
          ? ('cancelled' as const)
          : shipped >= quantity
            ? ('shipped' as const)
            : shipped > 0
              ? ('partly_shipped' as const)
              : ('ordered' as const),
        confirmedQuantity: gone ? 0 : left ? quantity : null,
        shippedQuantity: shipped,
        warehouse: entry.tracking ? 'Склад Шушары' : null,
        expectedOn: shipped > 0 && shipped < quantity ? expectedOn : null,
      }
    })
    await db.insert(orderItems).values(items)
    if (entry.tracking) {
      const document = {
        kind: 'УПД',
        number: `УТ-${String(index + 150).padStart(6, '0')}`,
        date: shippedAt.toISOString().slice(0, 10),
      }
      await db
        .update(orders)
        .set({
          carrier: entry.tracking.carrier,
          waybill: entry.tracking.waybill,
          shipmentDocuments: [document],
        })
        .where(eq(orders.id, order.id))
      await db.insert(orderTrackingHistory).values([
        ...items.map((item) => ({
          orderId: order.id,
          partId: item.partId,
          move: item.state === 'shipped' ? 'ship' : 'ship_part',
          fromState: 'ordered',
          toState: item.state,
          detail: {
            ordered: item.quantity,
            confirmed: item.quantity,
            shipped: item.shippedQuantity,
          },
          changedAt: shippedAt,
        })),
        {
          orderId: order.id,
          partId: null,
          move: 'document',
          detail: document,
          changedAt: shippedAt,
        },
        {
          orderId: order.id,
          partId: null,
          move: 'waybill',
          detail: { carrier: entry.tracking.carrier, waybill: entry.tracking.waybill },
          changedAt: shippedAt,
        },
      ])
    }
    const first: OrderStatus = entry.invoice ? 'new' : 'wait_pay'
    const steps = [['create', first] as const, ...entry.moves]
    await db.insert(orderStatusHistory).values(
      steps.map(([move, to], step) => ({
        orderId: order.id,
        move,
        fromStatus: step === 0 ? null : (steps[step - 1]?.[1] ?? null),
        toStatus: to,
        changedAt: new Date(createdAt.getTime() + step * stepHours * 3600 * 1000),
      })),
    )
  }
}
