import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, parts } from '../src/db/schema/index.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('cancelling an order', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    // The card payments here go through the development bank, on only with APP_ENV=development.
    ctx = await createTestApp({ seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => ctx.close())

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const stockOf = async (partId: string) =>
    (await ctx.db.select({ n: parts.totalStock }).from(parts).where(eq(parts.id, partId)))[0]?.n

  /** A card order of 3 pieces (of 10 in stock) by a new customer: status wait_pay. */
  async function cardOrder(customer?: Awaited<ReturnType<typeof createCustomer>>) {
    const who = customer ?? (await createCustomer(ctx.db))
    const { part } = await createPart(ctx.db, { price: 10_000, stock: 10 })
    const body = { product_uuid: part.id, quantity: 3 }
    expect((await call('POST', '/api/cart/items', who.auth, body)).statusCode).toBe(200)
    const made = await call('POST', '/api/orders', who.auth, {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'spb' },
      payment_method: 'card',
    })
    expect(made.statusCode).toBe(201)
    expect(await stockOf(part.id)).toBe(7)
    return { who, part, number: made.json().number as string }
  }

  it('the owner cancels: status cancelled, nothing more allowed, the stock goes back', async () => {
    const { who, part, number } = await cardOrder()
    const answer = await call('POST', `/api/orders/${number}/cancel`, who.auth)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({
      number,
      status: 'cancelled',
      allows: { pay: false, cancel: false },
      items: [{ product_uuid: part.id, quantity: 3 }],
    })
    expect(await stockOf(part.id)).toBe(10)
    const listed = (await call('GET', '/api/account/orders', who.auth)).json()
    expect(listed.items[0]).toMatchObject({ number, status: 'cancelled' })
  })

  it('a second cancel is refused with 409 and the stock is not returned twice', async () => {
    const { who, part, number } = await cardOrder()
    expect((await call('POST', `/api/orders/${number}/cancel`, who.auth)).statusCode).toBe(200)
    const again = await call('POST', `/api/orders/${number}/cancel`, who.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      message: 'Заказ уже нельзя отменить',
      errors: { status: ['Заказ уже нельзя отменить'] },
    })
    expect(await stockOf(part.id)).toBe(10)
  })

  it('two cancels at once: one succeeds, the stock goes back once', async () => {
    const { who, part, number } = await cardOrder()
    const answers = await Promise.all([
      call('POST', `/api/orders/${number}/cancel`, who.auth),
      call('POST', `/api/orders/${number}/cancel`, who.auth),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await stockOf(part.id)).toBe(10)
  })

  it('an order in work cannot be cancelled (a paid one is refunded, payments-refunds.test.ts)', async () => {
    const { who, part, number } = await cardOrder()
    await ctx.db
      .update(orders)
      .set({ status: 'work' })
      .where(eq(orders.number, Number(number)))
    expect((await call('POST', `/api/orders/${number}/cancel`, who.auth)).statusCode).toBe(409)
    expect(await stockOf(part.id)).toBe(7)
  })

  it('a pending card payment fails with the cancel and cannot pay the order afterwards', async () => {
    const { who, number } = await cardOrder()
    const payment = (await call('POST', `/api/orders/${number}/payment`, who.auth)).json()
    expect((await call('POST', `/api/orders/${number}/cancel`, who.auth)).statusCode).toBe(200)
    const late = await call(
      'POST',
      `/api/payments/${payment.payment_uuid}/complete`,
      {},
      { result: 'success' },
    )
    expect(late.json().status).toBe('failed')
    const order = (await call('GET', `/api/orders/${number}`, who.auth)).json()
    expect(order.status).toBe('cancelled')
  })

  it("another customer's order is 404, an unknown number 404, a guest 401", async () => {
    const { part, number } = await cardOrder()
    const stranger = await createCustomer(ctx.db)
    const foreign = await call('POST', `/api/orders/${number}/cancel`, stranger.auth)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: 'Заказ не найден' })
    expect((await call('POST', '/api/orders/999999999/cancel', stranger.auth)).statusCode).toBe(404)
    const guest = await call('POST', `/api/orders/${number}/cancel`)
    expect(guest.statusCode).toBe(401)
    expect(guest.json().message).toBeTruthy()
    expect(await stockOf(part.id)).toBe(7)
  })

  it('a colleague cancels an account order only with order.edit (else 403)', async () => {
    const { who, number } = await cardOrder()
    const viewer = await createCustomer(ctx.db, {
      accountId: who.accountId,
      permissions: ['order.show'],
    })
    // The list offers the viewer no cancel button they could not use.
    const cancelOffered = async (auth: typeof viewer.auth) =>
      (await call('GET', '/api/account/orders?status=all', auth))
        .json()
        .items.find((order: { number: string }) => order.number === number)?.allows.cancel
    expect(await cancelOffered(viewer.auth)).toBe(false)
    expect((await call('POST', `/api/orders/${number}/cancel`, viewer.auth)).statusCode).toBe(403)
    const editor = await createCustomer(ctx.db, {
      accountId: who.accountId,
      permissions: ['order.show', 'order.edit'],
    })
    expect(await cancelOffered(editor.auth)).toBe(true)
    expect((await call('POST', `/api/orders/${number}/cancel`, editor.auth)).statusCode).toBe(200)
  })
})
