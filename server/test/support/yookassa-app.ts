import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { ServerConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'
import { orders, payments, refunds } from '../../src/db/schema/index.ts'
import { createPaymentProvider } from '../../src/modules/payments/payment-providers.ts'
import { createPaymentReconciliation } from '../../src/modules/payments/payment-reconciliation.ts'
import { yookassaNotificationRanges } from '../../src/modules/payments/payment-settings.ts'
import { createPaymentsRepository } from '../../src/modules/payments/payments.repository.ts'
import { createPaymentsService } from '../../src/modules/payments/payments.service.ts'
import { createRefundsRepository } from '../../src/modules/payments/refunds.repository.ts'
import { createCustomer, createPart, orderCartByCard } from '../commerce-fixtures.ts'
import { createTestApp } from '../helpers.ts'
import { type FakeYookassa, startFakeYookassa } from './fake-yookassa.ts'

export const yookassaAddress = '185.71.76.5'
export const notifications = '/api/payments/yookassa/notifications'

/** Payment settings with YooKassa at `apiUrl` (the fake). */
export const yookassaPayments = (apiUrl: string): ServerConfig['payments'] => ({
  provider: undefined,
  reconcile: { afterMinutes: 10, intervalSeconds: 3600 },
  yookassa: {
    shopId: '123456',
    secretKey: 'test_secret',
    apiUrl,
    trustedIps: [...yookassaNotificationRanges],
    vatCode: 1,
    taxSystemCode: 2,
  },
})

/**
 * An app paying through a fake YooKassa on loopback, with the calls the payment tests share:
 * a card order, starting its payment, a notification, the order's status and payment rows.
 */
export async function startYookassaApp(options: { now?: () => Date } = {}) {
  const fake: FakeYookassa = await startFakeYookassa()
  const log: string[] = []
  const ctx = await createTestApp({
    seed: false,
    config: { publicUrl: 'https://shop.example', payments: yookassaPayments(fake.url) },
    overrides: {
      log: (line) => log.push(line),
      yookassaTiming: { timeoutMs: 300, backoffMs: 10, attempts: 3 },
      ...(options.now ? { now: options.now } : {}),
    },
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
    const order = await orderCartByCard(ctx.app, who.auth)
    expect(order.statusCode).toBe(201)
    return { who, number: order.json().number as string, titles: [first.part, second.part] }
  }

  const startPayment = (number: string, auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${number}/payment`, headers: auth })

  const readOrder = (number: string, auth: Record<string, string>) =>
    ctx.app.inject({ url: `/api/orders/${number}`, headers: auth })

  /** The order's status as stored (no provider re-read on the way). */
  const storedStatus = async (number: string) =>
    (
      await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.number, Number(number)))
    )[0]?.status

  const cancel = (number: string, auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: auth })

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

  /** An order paid through YooKassa (the notification came). */
  async function paidOrder() {
    const order = await startedPayment()
    fake.setStatus(order.providerId, 'succeeded')
    expect((await notify('payment.succeeded', order.providerId)).statusCode).toBe(200)
    expect(await storedStatus(order.number)).toBe('paid')
    return order
  }

  const paymentRow = async (id: string) =>
    (await ctx.db.select().from(payments).where(eq(payments.id, id)))[0]

  const refundsOf = async (number: string) =>
    ctx.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.number, Number(number)))
      .then((rows) => rows.map((r) => r.refund))

  /**
   * The reconciliation job as a server process runs it, with its own clock: `db` another pool
   * on the same database plays a second process.
   */
  function reconciler(now: () => Date, db: Database = ctx.db, afterMinutes = 10) {
    const { provider } = createPaymentProvider(
      { ...ctx.config, payments: yookassaPayments(fake.url) },
      { timeoutMs: 300, backoffMs: 10, attempts: 3 },
    )
    const paymentsService = createPaymentsService({
      payments: createPaymentsRepository(db),
      refunds: createRefundsRepository(db),
      orders: {
        visibleOrder: () => {
          throw new Error('the reconciliation shows no orders')
        },
      },
      provider,
      devBankEnabled: false,
      now,
      log: (line) => log.push(line),
    })
    return createPaymentReconciliation({
      payments: paymentsService,
      afterMinutes,
      now,
      log: (line) => log.push(line),
    })
  }

  return {
    fake,
    ctx,
    databaseUrl: ctx.databaseUrl,
    reconciler,
    log,
    cardOrder,
    startPayment,
    readOrder,
    storedStatus,
    cancel,
    notify,
    startedPayment,
    paidOrder,
    paymentRow,
    refundsOf,
    async close() {
      await ctx.close()
      await fake.close()
    },
  }
}

export type YookassaApp = Awaited<ReturnType<typeof startYookassaApp>>
