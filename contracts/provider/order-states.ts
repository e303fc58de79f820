import { eq } from 'drizzle-orm'
import type { Database } from '../../server/src/db/database.ts'
import {
  type OrderTruck,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
} from '../../server/src/db/schema/index.ts'
import type { OrderStatus } from '../../server/src/modules/orders/order-lifecycle.ts'
import { ids, truckVin } from '../shared-data.ts'
import { createdAt, loggedIn, type Params, text } from './customer-seed.ts'
import { ensureSharedPart } from './seed-shared-data.ts'
import { createTruckStateHandlers as truckStates } from './truck-states.ts'

const invoiceBuyer = {
  uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  type: 'legal' as const,
  title: 'ООО «ТрансЛогистик»',
  inn: '7801234564',
  kpp: '780101001',
  ogrn: null,
  legal_address: 'г. Санкт-Петербург, пос. Шушары, д. 1',
}

/**
 * Order 100124 of the logged-in customer: the part × 2, pickup in spb, card (idempotent);
 * `shipped` puts both pieces in the buyer's hands (for claims).
 */
export async function customerOrder(
  db: Database,
  number: number,
  status: OrderStatus = 'wait_pay',
  invoice = false,
  shipped = false,
  truck: { id: string; snapshot: OrderTruck } | null = null,
) {
  await ensureSharedPart(db)
  const customer = await loggedIn(db)
  const [existing] = await db.select().from(orders).where(eq(orders.number, number))
  if (existing) return existing
  const [order] = await db
    .insert(orders)
    .values({
      number,
      accountId: customer.accountId,
      customerId: customer.id,
      kind: 'full',
      status,
      cost: 2_300_000,
      paymentMethod: invoice ? 'invoice' : 'card',
      details: {
        counterparty: invoice ? invoiceBuyer : null,
        recipient: null,
        delivery: { type: 'pickup', branch: 'spb' },
        comment: 'Позвонить перед отгрузкой',
      },
      truckId: truck?.id ?? null,
      truck: truck?.snapshot ?? null,
      createdAt,
    })
    .returning()
  if (!order) throw new Error('order not seeded')
  await db.insert(orderItems).values({
    orderId: order.id,
    partId: ids.part,
    title: 'Поршень MAN TGA D2066 51025117115',
    article: '51025117115',
    quantity: 2,
    price: 1_150_000,
    cost: 2_300_000,
    ...(shipped ? { state: 'shipped' as const, confirmedQuantity: 2, shippedQuantity: 2 } : {}),
  })
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    move: 'create',
    fromStatus: null,
    toStatus: status,
    changedAt: createdAt,
  })
  return order
}

/** The order and payment states of contracts/provider-states.md. */
export function createOrderStateHandlers(db: Database) {
  return {
    'the customer has order {number} awaiting card payment': async (p?: Params) => {
      await customerOrder(db, Number(p?.number ?? 100124))
    },
    'the customer has order {number} already in work': async (p?: Params) => {
      await customerOrder(db, Number(p?.number ?? 100124), 'work')
    },
    'the customer has order {number} for their truck {uuid}': async (p?: Params) => {
      await truckStates(db)['the customer has a truck {uuid}']()
      await customerOrder(db, Number(p?.number ?? 100127), 'wait_pay', false, false, {
        id: text(p, 'uuid'),
        snapshot: {
          name: 'Тягач №7',
          model: 'MAN TGA',
          year: 2005,
          vin: truckVin,
          plate_number: 'А123ВС116',
        },
      })
    },
    'the customer has order {number} to pay by invoice': async (p?: Params) => {
      await customerOrder(db, Number(p?.number ?? 100125), 'new', true)
    },
    'the customer has order {number} partly shipped by {carrier} with waybill {waybill}': async (
      p?: Params,
    ) => {
      const order = await customerOrder(db, Number(p?.number ?? 100126), 'work')
      // What 1C's status file leaves (orders-exchange.repository.ts applyTracking).
      await db
        .update(orderItems)
        .set({
          state: 'partly_shipped',
          confirmedQuantity: 2,
          shippedQuantity: 1,
          warehouse: 'Склад Шушары',
          expectedOn: '2026-12-03',
        })
        .where(eq(orderItems.orderId, order.id))
      await db
        .update(orders)
        .set({
          carrier: text(p, 'carrier'),
          waybill: text(p, 'waybill'),
          shipmentDocuments: [{ kind: 'УПД', number: 'УТ-000154', date: '2026-11-27' }],
        })
        .where(eq(orders.id, order.id))
    },
    'a pending payment {uuid} for order {number}': async (p?: Params) => {
      const order = await customerOrder(db, Number(p?.number ?? 100124))
      await db
        .insert(payments)
        .values({ id: text(p, 'uuid'), orderId: order.id, provider: 'dev', amount: order.cost })
    },
  }
}
