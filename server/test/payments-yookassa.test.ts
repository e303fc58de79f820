import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type ServerConfig, yookassaNotificationRanges } from '../src/config.ts'
import { payments } from '../src/db/schema/index.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { type FakeYookassa, startFakeYookassa } from './support/fake-yookassa.ts'

const yookassaAddress = '185.71.76.5'
const notifications = '/api/payments/yookassa/notifications'

describe('card payments through YooKassa (a fake YooKassa on loopback)', () => {
  let fake: FakeYookassa
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const log: string[] = []
  const yookassa = (apiUrl: string): ServerConfig['payments'] => ({
    provider: undefined,
    yookassa: {
      shopId: '123456',
      secretKey: 'test_secret',
      apiUrl,
      trustedIps: [...yookassaNotificationRanges],
      vatCode: 1,
      taxSystemCode: 2,
    },
  })
  beforeAll(async () => {
    fake = await startFakeYookassa()
    ctx = await createTestApp({
      seed: false,
      config: { publicUrl: 'https://shop.example', payments: yookassa(fake.url) },
      overrides: {
        log: (line) => log.push(line),
        yookassaTiming: { timeoutMs: 300, backoffMs: 10, attempts: 3 },
      },
    })
  })
  afterAll(async () => {
    await ctx?.close()
    await fake?.close()
  })
  beforeEach(() => {
    fake.requests.length = 0
  })

  /** A card order of two parts (one with a fixed warranty) and its number. */
  async function cardOrder() {
    const who = await createCustomer(ctx.db)
    const first = await createPart(ctx.db, {
      price: 150_050,
      warranties: [{ priceType: 'fix', fix: 10_000 }],
    })
    const second = await createPart(ctx.db, { price: 99_999 })
    for (const [part, quantity, warranty] of [
      [first.part, 2, first.warranties[0]?.id],
      [second.part, 1, undefined],
    ] as const) {
      const add = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: who.auth,
        payload: {
          product_uuid: part.id,
          quantity,
          ...(warranty ? { warranty_uuid: warranty } : {}),
        },
      })
      expect(add.statusCode).toBe(200)
    }
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.auth,
      payload: {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      },
    })
    expect(order.statusCode).toBe(201)
    return { who, number: order.json().number as string, titles: [first.part, second.part] }
  }

  const startPayment = (number: string, auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${number}/payment`, headers: auth })

  const orderStatus = async (number: string, auth: Record<string, string>) =>
    (await ctx.app.inject({ url: `/api/orders/${number}`, headers: auth })).json().status

  const notify = (event: string, id: string, remoteAddress = yookassaAddress) =>
    ctx.app.inject({
      method: 'POST',
      url: notifications,
      remoteAddress,
      payload: { type: 'notification', event, object: { id, status: 'succeeded', paid: true } },
    })

  /** An order with its YooKassa payment started: the fake's payment id. */
  async function startedPayment() {
    const order = await cardOrder()
    const started = await startPayment(order.number, order.who.auth)
    expect(started.statusCode).toBe(201)
    const providerId = String(new URL(started.json().payment_url).searchParams.get('orderId'))
    return { ...order, started: started.json(), providerId }
  }

  it('creates the payment with Basic auth, an Idempotence-Key and a receipt adding up to the amount', async () => {
    const { who, number, titles } = await cardOrder()
    const res = await startPayment(number, who.auth)
    expect(res.statusCode).toBe(201)
    const [create] = fake.creations()
    expect(create?.headers.authorization).toBe(
      `Basic ${Buffer.from('123456:test_secret').toString('base64')}`,
    )
    expect(create?.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/)
    // 2 × 1 500,50 + warranty 2 × 100,00 + 999,99 = 4 200,99 ₽
    expect(create?.body).toEqual({
      amount: { value: '4200.99', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `https://shop.example/payment_success?order=${number}`,
      },
      description: `Заказ № ${number}`,
      metadata: { order_number: number, payment_id: res.json().payment_uuid },
      receipt: {
        customer: { phone: who.customer.phone },
        tax_system_code: 2,
        items: expect.arrayContaining([
          {
            description: titles[0]?.fullTitle,
            quantity: 2,
            amount: { value: '1500.50', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'commodity',
          },
          {
            description: `Гарантия: ${titles[0]?.fullTitle}`,
            quantity: 2,
            amount: { value: '100.00', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          },
          {
            description: titles[1]?.fullTitle,
            quantity: 1,
            amount: { value: '999.99', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'commodity',
          },
        ]),
      },
    })
    const items =
      (
        create?.body as
          | undefined
          | { receipt: { items: { quantity: number; amount: { value: string } }[] } }
      )?.receipt.items ?? []
    expect(items).toHaveLength(3)
    const kopecks = items.reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * item.quantity,
      0,
    )
    expect(kopecks).toBe(res.json().amount)
    expect(res.json().amount).toBe(420_099)
  })

  it('sends the customer to YooKassa’s confirmation address; a repeated start goes there again', async () => {
    const { who, number } = await cardOrder()
    const first = await startPayment(number, who.auth)
    const [payment] = [...fake.payments.values()].filter(
      (p) => (p.metadata as { order_number: string }).order_number === number,
    )
    expect(first.json().payment_url).toBe(
      (payment?.confirmation as undefined | { confirmation_url: string })?.confirmation_url,
    )
    const again = await startPayment(number, who.auth)
    expect(again.json()).toEqual(first.json())
    expect(fake.creations()).toHaveLength(1)
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, first.json().payment_uuid))
    expect(row).toMatchObject({
      provider: 'yookassa',
      providerPaymentId: payment?.id,
      status: 'pending',
    })
  })

  it('refuses a notification from an untrusted address: 403 in the error shape, nothing read or changed', async () => {
    const { who, number, providerId } = await startedPayment()
    fake.setStatus(providerId, 'succeeded')
    const res = await notify('payment.succeeded', providerId, '203.0.113.7')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Уведомление с этого адреса не принимается' })
    expect(fake.reads()).toHaveLength(0)
    expect(await orderStatus(number, who.auth)).toBe('wait_pay')
  })

  it('a forged "succeeded" whose re-read says pending changes nothing', async () => {
    const { who, number, providerId, started } = await startedPayment()
    const res = await notify('payment.succeeded', providerId)
    expect(res.statusCode).toBe(200)
    expect(fake.reads().map((r) => r.path)).toEqual([`/payments/${providerId}`])
    expect(await orderStatus(number, who.auth)).toBe('wait_pay')
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('pending')
  })

  it('payment.succeeded re-read as succeeded pays the order; repeats are harmless', async () => {
    const { who, number, providerId, started } = await startedPayment()
    fake.setStatus(providerId, 'succeeded')
    for (const remoteAddress of [yookassaAddress, '2a02:5180::17', '::ffff:185.71.76.9']) {
      const res = await notify('payment.succeeded', providerId, remoteAddress)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({})
    }
    expect(await orderStatus(number, who.auth)).toBe('paid')
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('succeeded')
    // Once settled, repeats do not even ask YooKassa again.
    expect(fake.reads()).toHaveLength(1)
  })

  it('payment.canceled fails that payment; the order stays payable with a new YooKassa payment', async () => {
    const { who, number, providerId, started } = await startedPayment()
    fake.setStatus(providerId, 'canceled')
    expect((await notify('payment.canceled', providerId)).statusCode).toBe(200)
    expect((await notify('payment.canceled', providerId)).statusCode).toBe(200)
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('failed')
    expect(await orderStatus(number, who.auth)).toBe('wait_pay')
    const again = await startPayment(number, who.auth)
    expect(again.statusCode).toBe(201)
    expect(again.json().payment_uuid).not.toBe(started.payment_uuid)
    expect(again.json().payment_url).not.toBe(started.payment_url)
    const keys = fake.creations().map((r) => r.headers['idempotence-key'])
    expect(new Set(keys).size).toBe(2)
  })

  it('a payment that succeeds after its order was cancelled leaves the order cancelled and says it must be refunded', async () => {
    const { who, number, providerId, started } = await startedPayment()
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: who.auth,
    })
    expect(cancel.statusCode).toBe(200)
    fake.setStatus(providerId, 'succeeded')
    log.length = 0
    expect((await notify('payment.succeeded', providerId)).statusCode).toBe(200)
    expect(await orderStatus(number, who.auth)).toBe('cancelled')
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('failed')
    expect(log.some((line) => line.includes(providerId) && line.includes('refunded'))).toBe(true)
  })

  it('a notification about a payment we do not know is answered 200 and ignored', async () => {
    const res = await notify('payment.succeeded', 'not-ours-0001')
    expect(res.statusCode).toBe(200)
    expect(fake.reads()).toHaveLength(0)
  })

  it('a create that times out or meets a 5xx is retried with the same Idempotence-Key', async () => {
    fake.queue({ kind: 'slow', ms: 600 }, { kind: 'status', status: 500 })
    const { who, number } = await cardOrder()
    const res = await startPayment(number, who.auth)
    expect(res.statusCode).toBe(201)
    const keys = fake.creations().map((r) => r.headers['idempotence-key'])
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    // YooKassa made one payment of the three requests.
    const made = [...fake.payments.values()].filter(
      (p) => (p.metadata as { order_number: string }).order_number === number,
    )
    expect(made).toHaveLength(1)
    expect(res.json().payment_url).toContain(made[0]?.id)
  })

  it('a 4xx is not retried: 503 for the customer, and the next start uses a new key', async () => {
    fake.queue({ kind: 'status', status: 400 })
    const { who, number } = await cardOrder()
    const refused = await startPayment(number, who.auth)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({
      message: 'Платёжный сервис временно недоступен, попробуйте позже',
    })
    expect(fake.creations()).toHaveLength(1)
    expect(log.some((line) => line.includes('HTTP 400'))).toBe(true)
    const retried = await startPayment(number, who.auth)
    expect(retried.statusCode).toBe(201)
    const keys = fake.creations().map((r) => r.headers['idempotence-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('gives up after the bounded retries: 503, the order still waits for payment', async () => {
    fake.queue(
      { kind: 'status', status: 502 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 500 },
    )
    const { who, number } = await cardOrder()
    const res = await startPayment(number, who.auth)
    expect(res.statusCode).toBe(503)
    expect(fake.creations()).toHaveLength(3)
    expect(await orderStatus(number, who.auth)).toBe('wait_pay')
  })

  it('behind a trusted proxy the forwarded address is the one checked', async () => {
    const proxied = await buildApp({
      config: { ...ctx.config, trustProxy: ['127.0.0.1'] },
      db: ctx.db,
      overrides: { yookassaTiming: { timeoutMs: 300, backoffMs: 10 } },
    })
    try {
      const { providerId } = await startedPayment()
      const send = (forwarded: string) =>
        proxied.inject({
          method: 'POST',
          url: notifications,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
          payload: { event: 'payment.succeeded', object: { id: providerId } },
        })
      expect((await send('198.51.100.4')).statusCode).toBe(403)
      expect((await send('77.75.156.11')).statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})

describe('YooKassa notifications without YooKassa', () => {
  it('answer 404 when YooKassa is not the provider', async () => {
    const ctx = await createTestApp({ seed: false })
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: notifications,
        remoteAddress: yookassaAddress,
        payload: { event: 'payment.succeeded', object: { id: 'x' } },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toHaveProperty('message')
    } finally {
      await ctx.close()
    }
  })
})
