import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { claims, orderItems, orders, orderTrackingHistory } from '../../src/db/schema/index.ts'
import { createCustomer, createPart } from '../commerce-fixtures.ts'
import type { createTestApp } from '../helpers.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The day 1C shipped every claim test's order: terms count from it. */
export const shippedAt = new Date('2026-11-02T09:00:00Z')

/**
 * 1C shipped `shipped` of the `quantity` pieces on each line of an order, on `at` (`shippedAt`
 * by default): the lines' state and quantities, and the line's move in the tracking history.
 */
export async function shipLine(
  db: Database,
  orderId: string,
  partId: string,
  options: { quantity: number; shipped?: number; at?: Date },
) {
  const shipped = options.shipped ?? options.quantity
  await db
    .update(orderItems)
    .set({
      state: shipped >= options.quantity ? 'shipped' : 'partly_shipped',
      confirmedQuantity: options.quantity,
      shippedQuantity: shipped,
    })
    .where(eq(orderItems.orderId, orderId))
  await db.insert(orderTrackingHistory).values({
    orderId,
    partId,
    move: 'ship',
    fromState: 'confirmed',
    toState: 'shipped',
    changedAt: options.at ?? shippedAt,
  })
}

/** What the claims' tests do through the API of one test app. */
export function claimSteps(ctx: () => TestApp) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  const upload = (headers: Record<string, string>, body: Buffer, type = 'image/jpeg') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/account/claim-photos',
      headers: { ...headers, 'content-type': type },
      payload: body,
    })

  const jpeg = (width = 2000, height = 1500) =>
    sharp({ create: { width, height, channels: 3, background: '#8a5' } })
      .jpeg()
      .toBuffer()

  /** A customer's order of `quantity` pieces of one part, of which 1C shipped `shipped`. */
  async function shippedOrder(options: {
    quantity?: number
    shipped?: number
    used?: boolean
    title?: string
    warranty?: boolean
    who?: Awaited<ReturnType<typeof createCustomer>>
  }) {
    const who = options.who ?? (await createCustomer(ctx().db))
    const { part, warranties } = await createPart(ctx().db, {
      price: 10_000,
      used: options.used ?? false,
      warranties: options.warranty ? [{ priceType: 'percent', percent: 10 }] : [],
    })
    const quantity = options.quantity ?? 2
    const added = await call('POST', '/api/cart/items', who.auth, {
      product_uuid: part.id,
      quantity,
      ...(warranties[0] ? { warranty_uuid: warranties[0].id } : {}),
    })
    expect(added.statusCode, added.body).toBe(200)
    const placed = await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    })
    expect(placed.statusCode).toBe(201)
    const number = placed.json().number as number
    const [order] = await ctx()
      .db.select()
      .from(orders)
      .where(eq(orders.number, Number(number)))
    if (!order) throw new Error('order not found')
    const shipped = options.shipped ?? quantity
    if (options.title) {
      await ctx()
        .db.update(orderItems)
        .set({ title: options.title })
        .where(eq(orderItems.orderId, order.id))
    }
    if (shipped > 0) await shipLine(ctx().db, order.id, part.id, { quantity, shipped })
    return { who, order, number: Number(number), partId: part.id }
  }

  const claimInput = (
    facts: { number: number; partId: string },
    extra: Record<string, unknown> = {},
  ) => ({
    order_number: facts.number,
    product_uuid: facts.partId,
    kind: 'warranty',
    reason: 'not_working',
    quantity: 1,
    description: 'Стучит после установки',
    ...extra,
  })

  const claimCount = async (orderId: string) =>
    (await ctx().db.select().from(claims).where(eq(claims.orderId, orderId))).length

  return { call, upload, jpeg, shippedOrder, claimInput, claimCount }
}
