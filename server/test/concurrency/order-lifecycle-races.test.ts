import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, parts, payments } from '../../src/db/schema/index.ts'
import { createOrdersRepository } from '../../src/modules/orders/orders.repository.ts'
import { createCustomer, createPart } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'
import { findInconsistencies } from '../support/db-invariants.ts'

/**
 * Money and stock under concurrent requests: many rounds of cancel against pay, double pay,
 * the last piece, and expiry against payment. PGlite in `npm test`; PostgreSQL (where the
 * requests truly overlap) with TEST_DATABASE_URL in `.ci/run`.
 */
describe('order lifecycle under races', () => {
  const rounds = 15
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    // Card orders are paid through the development bank here.
    t = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  }, 120_000)
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, auth: object = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) })
  const stockOf = async (partId: string) =>
    (await t.db.select({ n: parts.totalStock }).from(parts).where(eq(parts.id, partId)))[0]?.n
  const paymentsOf = async (number: string) =>
    t.db
      .select({ status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, Number(number)))
  const statusOf = async (number: string) =>
    (
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.number, Number(number)))
    )[0]?.status

  /** A new customer's card order of 2 pieces out of 10: status wait_pay, 8 left. */
  async function cardOrder(stock = 10, quantity = 2) {
    const who = await createCustomer(t.db)
    const { part } = await createPart(t.db, { price: 7_500, stock })
    const add = await call('POST', '/api/cart/items', who.auth, { product_uuid: part.id, quantity })
    expect(add.statusCode).toBe(200)
    const made = await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    })
    expect(made.statusCode).toBe(201)
    return { who, part, number: made.json().number as string }
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const startPayment = (number: string, auth: object) =>
    call('POST', `/api/orders/${number}/payment`, auth)
  const completePayment = (paymentId: string) =>
    call('POST', `/api/payments/${paymentId}/complete`, {}, { result: 'success' })

  it('cancel racing a payment: never paid after cancel, stock back exactly when cancelled', async () => {
    const outcomes = { cancelled: 0, paid: 0 }
    for (let round = 0; round < rounds; round++) {
      const { who, part, number } = await cardOrder()
      // The payment may start before or after the cancel; both then race the completion.
      const [cancel, paid] = await Promise.all([
        call('POST', `/api/orders/${number}/cancel`, who.auth),
        (async () => {
          // A different head start each round, so every interleaving gets its turn.
          await sleep(round % 6)
          const started = await startPayment(number, who.auth)
          if (started.statusCode !== 201) return started
          return completePayment(started.json().payment_uuid)
        })(),
      ])
      const status = await statusOf(number)
      const succeeded = (await paymentsOf(number)).filter((p) => p.status === 'succeeded')
      if (status === 'cancelled') {
        outcomes.cancelled++
        expect(cancel.statusCode).toBe(200)
        expect(succeeded).toHaveLength(0)
        expect(await stockOf(part.id)).toBe(10)
        if (paid.statusCode === 200) expect(paid.json().status).toBe('failed')
      } else {
        outcomes.paid++
        expect(status).toBe('paid')
        expect(cancel.statusCode).toBe(409)
        expect(succeeded).toHaveLength(1)
        expect(await stockOf(part.id)).toBe(8)
      }
    }
    expect(outcomes.cancelled + outcomes.paid).toBe(rounds)
  })

  it('two payments started at once are one payment, and it is charged once', async () => {
    for (let round = 0; round < rounds; round++) {
      const { who, number } = await cardOrder()
      const started = await Promise.all([
        startPayment(number, who.auth),
        startPayment(number, who.auth),
      ])
      expect(started.map((s) => s.statusCode)).toEqual([201, 201])
      const ids = new Set(started.map((s) => s.json().payment_uuid))
      expect(ids.size).toBe(1)
      const [id] = [...ids]
      const done = await Promise.all([completePayment(id), completePayment(id)])
      expect(done.map((d) => d.json().status)).toEqual(['paid', 'paid'])
      expect((await paymentsOf(number)).map((p) => p.status)).toEqual(['succeeded'])
      // Paid: no further payment can start.
      expect((await startPayment(number, who.auth)).statusCode).toBe(422)
    }
  })

  it('the last piece goes to one of two buyers; the other is told which line is short', async () => {
    for (let round = 0; round < rounds; round++) {
      const { part } = await createPart(t.db, { price: 3_000, stock: 1 })
      const buyers = [await createCustomer(t.db), await createCustomer(t.db)]
      for (const who of buyers) {
        const add = await call('POST', '/api/cart/items', who.auth, {
          product_uuid: part.id,
          quantity: 1,
        })
        expect(add.statusCode).toBe(200)
      }
      const answers = await Promise.all(
        buyers.map((who) =>
          call('POST', '/api/orders', who.auth, {
            idempotency_key: randomUUID(),
            delivery: { type: 'pickup', branch: 'spb' },
            payment_method: 'card',
          }),
        ),
      )
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
      const refused = answers.find((a) => a.statusCode === 409)
      expect(refused?.json().message).toContain(part.article)
      expect(refused?.json().errors.cart[0]).toContain('товар закончился')
      expect(await stockOf(part.id)).toBe(0)
    }
  })

  it('expiry racing a payment and a second expiry process: stock returns once, never paid after', async () => {
    const repository = createOrdersRepository(t.db)
    for (let round = 0; round < rounds; round++) {
      const { who, part, number } = await cardOrder()
      const started = await startPayment(number, who.auth)
      const paymentId = started.json().payment_uuid as string
      const soon = new Date(Date.now() + 60_000)
      const [, , paid] = await Promise.all([
        repository.expireUnpaid(soon, new Date(), 50),
        repository.expireUnpaid(soon, new Date(), 50),
        completePayment(paymentId),
      ])
      const status = await statusOf(number)
      const succeeded = (await paymentsOf(number)).filter((p) => p.status === 'succeeded')
      if (status === 'cancelled') {
        expect(succeeded).toHaveLength(0)
        expect(paid.json().status).toBe('failed')
        expect(await stockOf(part.id)).toBe(10)
      } else {
        expect(status).toBe('paid')
        expect(succeeded).toHaveLength(1)
        expect(await stockOf(part.id)).toBe(8)
      }
    }
  })

  it('leaves every part with its stock plus what live orders hold, and the rules intact', async () => {
    expect(await findInconsistencies(t.db)).toEqual({})
    const live = await t.db
      .select({ partId: orderItems.partId, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orders.status, ['new', 'wait_pay', 'paid', 'work', 'shipped', 'done'])))
    const held = new Map<string, number>()
    for (const line of live) held.set(line.partId, (held.get(line.partId) ?? 0) + line.quantity)
    const all = await t.db.select({ id: parts.id, stock: parts.totalStock }).from(parts)
    // Every part of these tests started with 10 pieces, or 1 for the last-piece rounds.
    for (const part of all) {
      expect([1, 10]).toContain(part.stock + (held.get(part.id) ?? 0))
    }
  })
})
