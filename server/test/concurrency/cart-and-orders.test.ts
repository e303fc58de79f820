import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, parts } from '../../src/db/schema/index.ts'
import { createPart } from '../commerce-fixtures.ts'
import { findInconsistencies } from '../support/db-invariants.ts'
import { raceApp } from './race-app.ts'

describe('one customer acting from two sessions at once', () => {
  const t = raceApp()
  const { inject, twoSessions, cartOf } = t

  const ordersOf = async (customerId: string) =>
    t.db.select().from(orders).where(eq(orders.customerId, customerId))

  const stockOf = async (partId: string) =>
    (await t.db.select({ stock: parts.totalStock }).from(parts).where(eq(parts.id, partId)))[0]
      ?.stock

  it('adds of the same part from both sessions at once all count', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 100 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject('POST', '/api/cart/items', i % 2 ? s.first : s.second, {
          product_uuid: part.id,
          quantity: 1,
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
    const cart = await cartOf(s.first)
    expect(cart.cart_products).toEqual([
      expect.objectContaining({ product_uuid: part.id, quantity: 20 }),
    ])
  })

  it('adds racing past the stock never put more in the cart than there is', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 5 })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inject('POST', '/api/cart/items', i % 2 ? s.first : s.second, {
          product_uuid: part.id,
          quantity: 1,
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true)
    const accepted = statuses.filter((status) => status === 200).length
    const line = (await cartOf(s.second)).cart_products.find((p) => p.product_uuid === part.id)
    expect(line?.quantity).toBe(accepted)
    expect(accepted).toBe(5)
  })

  it('a quantity change in one session and adds in the other lose no line', async () => {
    const s = await twoSessions()
    const made = await Promise.all([1, 2, 3, 4].map(() => createPart(t.db, { stock: 50 })))
    const [a, ...others] = made.map((m) => m.part)
    if (!a) throw new Error('no part')
    expect(
      (await inject('POST', '/api/cart/items', s.first, { product_uuid: a.id, quantity: 1 }))
        .statusCode,
    ).toBe(200)
    const answers = await Promise.all([
      ...[2, 3, 4, 5].map((quantity) =>
        inject('PUT', '/api/cart/items', s.first, { product_uuid: a.id, quantity }),
      ),
      ...others.map((p) =>
        inject('POST', '/api/cart/items', s.second, { product_uuid: p.id, quantity: 2 }),
      ),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(200))
    const cart = await cartOf(s.second)
    expect(cart.cart_products.map((p) => p.product_uuid).sort()).toEqual(
      made.map((m) => m.part.id).sort(),
    )
    const lineA = cart.cart_products.find((p) => p.product_uuid === a.id)
    expect([2, 3, 4, 5]).toContain(lineA?.quantity)
  })

  it('a double click on quick order makes one order and takes the stock once', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 10, price: 100_000 })
    await inject('POST', '/api/cart/items', s.first, { product_uuid: part.id, quantity: 3 })
    const [one, two] = await Promise.all([
      inject('POST', '/api/orders/fast', s.first, {}),
      inject('POST', '/api/orders/fast', s.first, {}),
    ])
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201])
    expect(one?.json().number).toBe(two?.json().number)
    expect(await ordersOf(s.customer.id)).toHaveLength(1)
    expect(await stockOf(part.id)).toBe(7)
    expect((await cartOf(s.second)).cart_products).toEqual([])
  })

  it('quick orders from both sessions at once make one order', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 10 })
    await inject('POST', '/api/cart/items', s.second, { product_uuid: part.id, quantity: 2 })
    const answers = await Promise.all(
      [s.first, s.second, s.first, s.second].map((token) =>
        inject('POST', '/api/orders/fast', token, {}),
      ),
    )
    expect(answers.every((a) => a.statusCode === 201)).toBe(true)
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1)
    expect(await ordersOf(s.customer.id)).toHaveLength(1)
    expect(await stockOf(part.id)).toBe(8)
  })

  it('one idempotency key sent twice at once makes one order (201 then 200)', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 10 })
    await inject('POST', '/api/cart/items', s.first, { product_uuid: part.id, quantity: 1 })
    const body = {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'msk' },
      payment_method: 'card',
    }
    const answers = await Promise.all([
      inject('POST', '/api/orders', s.first, body),
      inject('POST', '/api/orders', s.second, body),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201])
    expect(answers[0]?.json().number).toBe(answers[1]?.json().number)
    expect(await ordersOf(s.customer.id)).toHaveLength(1)
  })

  it('full orders with different keys at once make one order from the cart', async () => {
    const s = await twoSessions()
    const { part } = await createPart(t.db, { stock: 10 })
    await inject('POST', '/api/cart/items', s.first, { product_uuid: part.id, quantity: 4 })
    const answers = await Promise.all(
      [s.first, s.second, s.first].map((token) =>
        inject('POST', '/api/orders', token, {
          idempotency_key: randomUUID(),
          delivery: { type: 'pickup', branch: 'spb' },
          payment_method: 'card',
        }),
      ),
    )
    // The first takes the cart; the others meet an empty cart within the double-click window
    // and get that same order back (200), or 422 once the window is over.
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.every((status) => status === 201 || status === 200 || status === 422)).toBe(
      true,
    )
    const numbers = answers.filter((a) => a.statusCode < 300).map((a) => a.json().number)
    expect(new Set(numbers).size).toBe(1)
    expect(await ordersOf(s.customer.id)).toHaveLength(1)
    expect(await stockOf(part.id)).toBe(6)
  })

  it('leaves the database consistent', async () => {
    expect(await findInconsistencies(t.db)).toEqual({})
    const [{ n } = { n: 0 }] = (
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    expect(n).toBeGreaterThanOrEqual(4)
  })
})
