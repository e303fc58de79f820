import { asc, gt } from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { OrderDetails, orderStatuses } from '../schema/index.ts'
import { orderItems, orders, parts } from '../schema/index.ts'

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
}[] = [
  { status: 'done', daysAgo: 62, invoice: true, lines: [0, 1] },
  { status: 'return', daysAgo: 40, invoice: false, lines: [2] },
  { status: 'cancelled', daysAgo: 21, invoice: false, lines: [3] },
  { status: 'shipped', daysAgo: 9, invoice: true, lines: [4, 0] },
  { status: 'work', daysAgo: 4, invoice: false, lines: [1] },
  { status: 'paid', daysAgo: 2, invoice: false, lines: [2, 3] },
  { status: 'new', daysAgo: 0, invoice: true, lines: [4] },
]

/** Orders of `customerId` in several statuses, from parts in stock; nothing without parts. */
export async function seedDemoOrders(
  db: Database,
  who: { customerId: string; accountId: string },
  buyer: OrderDetails['counterparty'],
  now = new Date(),
) {
  const stock = await db
    .select({ id: parts.id, title: parts.fullTitle, article: parts.article, price: parts.price })
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
        createdAt: new Date(now.getTime() - entry.daysAgo * day - (index + 1) * 3600 * 1000),
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('demo order not inserted')
    await db.insert(orderItems).values(
      lines.map(({ part, quantity, cost }) => ({
        orderId: order.id,
        partId: part.id,
        title: part.title,
        article: part.article,
        quantity,
        price: part.price,
        cost,
      })),
    )
  }
}
