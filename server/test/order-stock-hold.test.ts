import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, parts } from '../src/db/schema/index.ts'
import { createOrdersRepository } from '../src/modules/orders/orders.repository.ts'
import { createUnpaidOrdersExpiry } from '../src/modules/orders/unpaid-orders-expiry.ts'
import { createCustomer, createPart, orderCartByCard } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

/** How long orders may hold stock: unpaid card orders expire; short stock is refused. */
describe('stock held by orders', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) })
  const stockOf = async (partId: string) =>
    (await t.db.select({ n: parts.totalStock }).from(parts).where(eq(parts.id, partId)))[0]?.n
  const order = (auth: object, paymentMethod: 'card' | 'invoice' = 'card') =>
    call('POST', '/api/orders', auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: paymentMethod,
    })

  async function cartOf(quantity: number, stock: number) {
    const who = await createCustomer(t.db)
    const { part } = await createPart(t.db, { price: 12_000, stock })
    const add = await call('POST', '/api/cart/items', who.auth, { product_uuid: part.id, quantity })
    expect(add.statusCode).toBe(200)
    return { who, part }
  }

  it('refuses an order the stock no longer covers, naming the line, and fixes the cart', async () => {
    const { who, part } = await cartOf(5, 10)
    await t.db.update(parts).set({ totalStock: 2 }).where(eq(parts.id, part.id))
    const refused = await order(who.auth)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/^Товара не хватает на складе/)
    expect(refused.json().errors.cart).toEqual([
      `«${part.fullTitle}» (арт. ${part.article}): в наличии только 2 шт.`,
    ])
    expect(await stockOf(part.id)).toBe(2)
    // What the cart now says is what an order takes.
    const cart = await call('GET', '/api/cart', who.auth)
    expect(cart.json().cart_products[0].quantity).toBe(2)
    const placed = await order(who.auth)
    expect(placed.statusCode).toBe(201)
    expect(placed.json().items[0].quantity).toBe(2)
    expect(await stockOf(part.id)).toBe(0)
  })

  it('an unpaid card order is cancelled after the payment time and its stock comes back', async () => {
    const { who, part } = await cartOf(3, 10)
    const placed = await order(who.auth)
    const number = placed.json().number as string
    // A quick order waits for a manager's call, not for a card payment: it never expires.
    const quick = await cartOf(1, 10)
    expect((await call('POST', '/api/orders/fast', quick.who.auth)).statusCode).toBe(201)
    expect((await call('GET', `/api/orders/${number}`, who.auth)).json().status).toBe('wait_pay')
    expect(await stockOf(part.id)).toBe(7)

    let clock = new Date()
    const logged: string[] = []
    const expiry = createUnpaidOrdersExpiry({
      orders: createOrdersRepository(t.db),
      timeoutMinutes: 30,
      now: () => clock,
      log: (line) => logged.push(line),
    })
    clock = new Date(Date.now() + 29 * 60_000)
    expect(await expiry.runOnce()).not.toContain(Number(number))
    expect(await stockOf(part.id)).toBe(7)

    clock = new Date(Date.now() + 31 * 60_000)
    expect(await expiry.runOnce()).toContain(Number(number))
    expect(await stockOf(part.id)).toBe(10)
    expect(logged.join('\n')).toContain(number)
    const after = await call('GET', `/api/orders/${number}`, who.auth)
    expect(after.json()).toMatchObject({ status: 'cancelled', allows: { pay: false } })
    expect((await call('POST', `/api/orders/${number}/payment`, who.auth)).statusCode).toBe(422)
    // A second pass finds nothing more to give back.
    expect(await expiry.runOnce()).not.toContain(Number(number))
    expect(await stockOf(part.id)).toBe(10)
    const [quickOrder] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, quick.who.customer.id))
    expect(quickOrder?.status).toBe('new')
    expect(await stockOf(quick.part.id)).toBe(9)
  })

  it('the job queue runs the expiry itself every ORDER_EXPIRY_INTERVAL_SECONDS', {
    timeout: 60_000,
  }, async () => {
    let minutesLater = 0
    const app = await createTestApp({
      seed: false,
      config: {
        appEnv: 'development',
        orderPaymentTimeoutMinutes: 1,
        orderExpiryIntervalSeconds: 1,
      },
      overrides: { now: () => new Date(Date.now() + minutesLater * 60_000) },
    })
    try {
      const who = await createCustomer(app.db)
      const { part } = await createPart(app.db, { price: 1_000, stock: 4 })
      const headers = { ...who.auth }
      await app.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers,
        payload: { product_uuid: part.id, quantity: 4 },
      })
      const placed = await orderCartByCard(app.app, headers)
      expect(placed.statusCode).toBe(201)
      const stock = async () =>
        (await app.db.select().from(parts).where(eq(parts.id, part.id)))[0]?.totalStock
      expect(await stock()).toBe(0)
      minutesLater = 2
      await expect.poll(stock, { timeout: 5_000, interval: 200 }).toBe(4)
    } finally {
      await app.close()
    }
  })
})
