import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { readConfig } from '../src/config.ts'
import { parts } from '../src/db/schema/index.ts'
import { devBankEnabled } from '../src/modules/payments/payment-settings.ts'
import { createCustomer, createPart, orderCartByCard } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('the development bank is off unless APP_ENV=development', () => {
  it('readConfig without APP_ENV is production with the dev bank off', () => {
    expect(readConfig({}).appEnv).toBe('production')
    expect(readConfig({ APP_ENV: '' }).appEnv).toBe('production')
    expect(devBankEnabled(readConfig({}))).toBe(false)
    expect(devBankEnabled(readConfig({ APP_ENV: 'test' }))).toBe(false)
    expect(devBankEnabled(readConfig({ APP_ENV: 'production' }))).toBe(false)
    expect(devBankEnabled(readConfig({ APP_ENV: 'development' }))).toBe(true)
  })

  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let devApp: Awaited<ReturnType<typeof buildApp>>
  const prodLog: string[] = []
  const devLog: string[] = []
  beforeAll(async () => {
    // The default deployment: APP_ENV as readConfig gives it with nothing set.
    ctx = await createTestApp({
      seed: false,
      config: { appEnv: readConfig({}).appEnv },
      overrides: { log: (line) => prodLog.push(line) },
    })
    // The same database behind a server started with APP_ENV=development.
    devApp = await buildApp({
      config: { ...ctx.config, appEnv: readConfig({ APP_ENV: 'development' }).appEnv },
      db: ctx.db,
      overrides: { log: (line) => devLog.push(line) },
    })
  })
  afterAll(async () => {
    await devApp?.close()
    await ctx?.close()
  })

  /** A card order of one part by a new customer, placed where card payments work. */
  async function cardOrder(app = devApp) {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { price: 5_000, stock: 5 })
    const add = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.auth,
      payload: { product_uuid: part.id, quantity: 1 },
    })
    expect(add.statusCode).toBe(200)
    const order = await orderCartByCard(app, who.auth)
    return { who, part, order }
  }

  it('by default a card order is refused up front: 422 on payment_method, no stock held', async () => {
    const { part, order } = await cardOrder(ctx.app)
    expect(order.statusCode).toBe(422)
    expect(order.json().message).toMatch(/^Оплата картой сейчас недоступна/)
    expect(order.json().errors.payment_method).toHaveLength(1)
    const [row] = await ctx.db.select().from(parts).where(eq(parts.id, part.id))
    expect(row?.totalStock).toBe(5)
  })

  /** A card order placed while the dev bank runs: its number. */
  async function placedCardOrder() {
    const { who, order } = await cardOrder()
    expect(order.statusCode).toBe(201)
    return { who, number: order.json().number as string }
  }

  const startPayment = (app: typeof devApp, number: string, auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/orders/${number}/payment`, headers: auth })

  /** A card order with a payment started where the development bank runs: its uuid. */
  async function startedPayment() {
    const { who, number } = await placedCardOrder()
    const started = await startPayment(devApp, number, who.auth)
    expect(started.statusCode).toBe(201)
    return { who, number, paymentId: started.json().payment_uuid as string }
  }

  it('by default a card payment of an earlier order cannot start: 422, the order keeps waiting', async () => {
    const { who, number } = await placedCardOrder()
    const res = await startPayment(ctx.app, number, who.auth)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(/^Оплата картой сейчас недоступна/)
    expect(res.json().errors.payment_method).toHaveLength(1)
    const order = await ctx.app.inject({ url: `/api/orders/${number}`, headers: who.auth })
    expect(order.json().status).toBe('wait_pay')
  })

  const complete = (app: typeof devApp, paymentId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/complete`,
      payload: { result: 'success' },
    })

  it('by default nobody can mark a payment paid: complete and the bank page answer 404', async () => {
    const { who, number, paymentId } = await startedPayment()
    const res = await complete(ctx.app, paymentId)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Тестовый банк недоступен в рабочем режиме' })
    const page = await ctx.app.inject({ url: `/dev-bank/${paymentId}` })
    expect(page.statusCode).toBe(404)
    expect(page.json()).toHaveProperty('message')
    const order = await ctx.app.inject({ url: `/api/orders/${number}`, headers: who.auth })
    expect(order.json().status).toBe('wait_pay')
  })

  it('with APP_ENV=development the dev bank completes the payment', async () => {
    const { who, number, paymentId } = await startedPayment()
    const res = await complete(devApp, paymentId)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'paid', redirect: '/payment_success' })
    expect((await devApp.inject({ url: `/dev-bank/${paymentId}` })).statusCode).toBe(200)
    const order = await ctx.app.inject({ url: `/api/orders/${number}`, headers: who.auth })
    expect(order.json().status).toBe('paid')
  })

  it('the dev bank refunds a paid order its customer cancels at once: status return', async () => {
    const { who, number, paymentId } = await startedPayment()
    expect((await complete(devApp, paymentId)).json().status).toBe('paid')
    const cancel = await devApp.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: who.auth,
    })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().status).toBe('return')
    expect(cancel.json().allows).toEqual({ pay: false, cancel: false })
  })

  it('logs once at start-up which payment provider is active', () => {
    expect(prodLog.filter((line) => line.startsWith('Payment provider:'))).toEqual([
      expect.stringContaining('development bank is off (APP_ENV=production)'),
    ])
    expect(devLog.filter((line) => line.startsWith('Payment provider:'))).toEqual([
      expect.stringContaining('Payment provider: development bank (APP_ENV=development)'),
    ])
  })
})
