import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { payments } from '../src/db/schema/index.ts'
import { createTestApp } from './helpers.ts'
import {
  notifications,
  startYookassaApp,
  type YookassaApp,
  yookassaAddress,
} from './support/yookassa-app.ts'

describe('YooKassa notifications are re-read, never believed (a fake YooKassa on loopback)', () => {
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  })
  afterAll(() => t?.close())
  beforeEach(() => {
    t.fake.requests.length = 0
  })

  it('refuses a notification from an untrusted address: 403 in the error shape, nothing read or changed', async () => {
    const { number, providerId } = await t.startedPayment()
    t.fake.setStatus(providerId, 'succeeded')
    const res = await t.notify('payment.succeeded', providerId, '203.0.113.7')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Уведомление с этого адреса не принимается' })
    expect(t.fake.reads()).toHaveLength(0)
    expect(await t.storedStatus(number)).toBe('wait_pay')
  })

  it('a forged "succeeded" whose re-read says pending changes nothing', async () => {
    const { number, providerId, started } = await t.startedPayment()
    const res = await t.notify('payment.succeeded', providerId)
    expect(res.statusCode).toBe(200)
    expect(t.fake.reads().map((r) => r.path)).toEqual([`/payments/${providerId}`])
    expect(await t.storedStatus(number)).toBe('wait_pay')
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('pending')
  })

  it('payment.succeeded re-read as succeeded pays the order; repeats are harmless', async () => {
    const { number, providerId, started } = await t.startedPayment()
    t.fake.setStatus(providerId, 'succeeded')
    for (const remoteAddress of [yookassaAddress, '2a02:5180::17', '::ffff:185.71.76.9']) {
      const res = await t.notify('payment.succeeded', providerId, remoteAddress)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({})
    }
    expect(await t.storedStatus(number)).toBe('paid')
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('succeeded')
    // Once settled, repeats do not even ask YooKassa again.
    expect(t.fake.reads()).toHaveLength(1)
  })

  it('payment.canceled fails that payment; the order stays payable with a new YooKassa payment', async () => {
    const { who, number, providerId, started } = await t.startedPayment()
    t.fake.setStatus(providerId, 'canceled')
    expect((await t.notify('payment.canceled', providerId)).statusCode).toBe(200)
    expect((await t.notify('payment.canceled', providerId)).statusCode).toBe(200)
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.payment_uuid))
    expect(row?.status).toBe('failed')
    expect(await t.storedStatus(number)).toBe('wait_pay')
    const again = await t.startPayment(number, who.auth)
    expect(again.statusCode).toBe(201)
    expect(again.json().payment_uuid).not.toBe(started.payment_uuid)
    expect(again.json().payment_url).not.toBe(started.payment_url)
    const keys = t.fake.creations().map((r) => r.headers['idempotence-key'])
    expect(new Set(keys).size).toBe(2)
  })

  it('a notification about a payment we do not know is answered 200 and ignored', async () => {
    const res = await t.notify('payment.succeeded', 'not-ours-0001')
    expect(res.statusCode).toBe(200)
    expect(t.fake.reads()).toHaveLength(0)
  })

  it('behind a trusted proxy the forwarded address is the one checked', async () => {
    const proxied = await buildApp({
      config: { ...t.ctx.config, trustProxy: ['127.0.0.1'] },
      db: t.ctx.db,
      overrides: { yookassaTiming: { timeoutMs: 300, backoffMs: 10 } },
    })
    try {
      const { providerId } = await t.startedPayment()
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
  }, 120_000)
})
