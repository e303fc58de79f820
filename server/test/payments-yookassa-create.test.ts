import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { payments } from '../src/db/schema/index.ts'
import { startYookassaApp, type YookassaApp } from './support/yookassa-app.ts'

describe('YooKassa payments are created once, with a receipt (a fake YooKassa on loopback)', () => {
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  })
  afterAll(() => t?.close())
  beforeEach(() => {
    t.fake.requests.length = 0
  })

  it('creates the payment with Basic auth, an Idempotence-Key and a receipt adding up to the amount', async () => {
    const { who, number, titles } = await t.cardOrder()
    const res = await t.startPayment(number, who.auth)
    expect(res.statusCode).toBe(201)
    const [create] = t.fake.creations()
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
    const { who, number } = await t.cardOrder()
    const first = await t.startPayment(number, who.auth)
    const [payment] = [...t.fake.payments.values()].filter(
      (p) => (p.metadata as { order_number: string }).order_number === number,
    )
    expect(first.json().payment_url).toBe(
      (payment?.confirmation as undefined | { confirmation_url: string })?.confirmation_url,
    )
    const again = await t.startPayment(number, who.auth)
    expect(again.json()).toEqual(first.json())
    expect(t.fake.creations()).toHaveLength(1)
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, first.json().payment_uuid))
    expect(row).toMatchObject({
      provider: 'yookassa',
      providerPaymentId: payment?.id,
      status: 'pending',
    })
  })

  it('a create that times out or meets a 5xx is retried with the same Idempotence-Key', async () => {
    t.fake.queue({ kind: 'slow', ms: 600 }, { kind: 'status', status: 500 })
    const { who, number } = await t.cardOrder()
    const res = await t.startPayment(number, who.auth)
    expect(res.statusCode).toBe(201)
    const keys = t.fake.creations().map((r) => r.headers['idempotence-key'])
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    // YooKassa made one payment of the three requests.
    const made = [...t.fake.payments.values()].filter(
      (p) => (p.metadata as { order_number: string }).order_number === number,
    )
    expect(made).toHaveLength(1)
    expect(res.json().payment_url).toContain(made[0]?.id)
  })

  it('a 4xx is not retried: 503 for the customer, and the next start uses a new key', async () => {
    t.fake.queue({ kind: 'status', status: 400 })
    const { who, number } = await t.cardOrder()
    const refused = await t.startPayment(number, who.auth)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({
      message: 'Платёжный сервис временно недоступен, попробуйте позже',
    })
    expect(t.fake.creations()).toHaveLength(1)
    expect(t.log.some((line) => line.includes('HTTP 400'))).toBe(true)
    const retried = await t.startPayment(number, who.auth)
    expect(retried.statusCode).toBe(201)
    const keys = t.fake.creations().map((r) => r.headers['idempotence-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('gives up after the bounded retries: 503, the order still waits for payment', async () => {
    t.fake.queue(
      { kind: 'status', status: 502 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 500 },
    )
    const { who, number } = await t.cardOrder()
    const res = await t.startPayment(number, who.auth)
    expect(res.statusCode).toBe(503)
    expect(t.fake.creations()).toHaveLength(3)
    expect(await t.storedStatus(number)).toBe('wait_pay')
  })
})
