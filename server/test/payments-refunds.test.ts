import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orderItems, orders, parts, payments, refunds } from '../src/db/schema/index.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { startYookassaApp, type YookassaApp } from './support/yookassa-app.ts'

type Body = {
  payment_id: string
  amount: { value: string; currency: string }
  receipt: { customer: { phone: string }; items: { quantity: number; amount: { value: string } }[] }
}

describe('refunds through YooKassa (a fake YooKassa on loopback)', () => {
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  })
  afterAll(() => t?.close())
  beforeEach(() => {
    t.fake.requests.length = 0
    t.fake.answerRefundsWith('succeeded')
  })

  /** The refunds YooKassa made of a payment. */
  const refundsAtYookassa = (providerPaymentId: string) =>
    [...t.fake.refunds.values()].filter((r) => r.payment_id === providerPaymentId)

  /** The stock of the order's parts, by part. */
  const stockOf = async (number: string) =>
    t.ctx.db
      .select({ part: parts.id, stock: parts.totalStock })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(parts, eq(parts.id, orderItems.partId))
      .where(eq(orders.number, Number(number)))
      .orderBy(parts.id)

  it('a paid order offers its customer a cancel, which refunds the whole payment with its own key and receipt', async () => {
    const { who, number, providerId } = await t.paidOrder()
    const before = await stockOf(number)
    expect((await t.readOrder(number, who.auth)).json().allows).toEqual({
      pay: false,
      cancel: true,
    })
    const paymentKey = t.fake.creations()[0]?.headers['idempotence-key']

    const res = await t.cancel(number, who.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('return')
    const [refund] = t.fake.refundRequests()
    const body = refund?.body as Body
    expect(refund?.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(refund?.headers['idempotence-key']).not.toBe(paymentKey)
    expect(body.payment_id).toBe(providerId)
    expect(body.amount).toEqual({ value: '4200.99', currency: 'RUB' })
    expect(body.receipt.customer).toEqual({ phone: who.customer.phone })
    const kopecks = body.receipt.items.reduce(
      (sum, item) => sum + Math.round(Number(item.amount.value) * 100) * item.quantity,
      0,
    )
    expect(kopecks).toBe(420_099)
    // The stock came back once.
    const after = await stockOf(number)
    expect(after.map((p, i) => p.stock - (before[i]?.stock ?? 0)).sort()).toEqual([1, 2])
    expect((await t.refundsOf(number)).map((r) => r.status)).toEqual(['succeeded'])

    // A repeat is refused and sends nothing.
    const again = await t.cancel(number, who.auth)
    expect(again.statusCode).toBe(409)
    expect(t.fake.refundRequests()).toHaveLength(1)
    expect(await stockOf(number)).toEqual(after)
  })

  it('a refund YooKassa answers pending waits for refund.succeeded, re-read; a forged one changes nothing', async () => {
    t.fake.answerRefundsWith('pending')
    const { who, number, providerId } = await t.paidOrder()
    const res = await t.cancel(number, who.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('paid')
    const [refund] = await t.refundsOf(number)
    expect(refund?.status).toBe('pending')
    const refundId = String(refund?.providerRefundId)

    // The body says succeeded; YooKassa, asked, says pending.
    expect((await t.notify('refund.succeeded', refundId)).statusCode).toBe(200)
    expect(t.fake.reads().map((r) => r.path)).toContain(`/refunds/${refundId}`)
    expect(await t.storedStatus(number)).toBe('paid')

    // A second cancel while it is pending sends the same refund again (same key): no second refund.
    expect((await t.cancel(number, who.auth)).statusCode).toBe(200)
    const keys = new Set(t.fake.refundRequests().map((r) => r.headers['idempotence-key']))
    expect(keys.size).toBe(1)
    expect(refundsAtYookassa(providerId)).toHaveLength(1)

    t.fake.setRefundStatus(refundId, 'succeeded')
    const readsOf = () => t.fake.reads().filter((r) => r.path === `/refunds/${refundId}`)
    const readsBefore = readsOf().length
    for (let i = 0; i < 3; i++) {
      expect((await t.notify('refund.succeeded', refundId)).statusCode).toBe(200)
    }
    expect(await t.storedStatus(number)).toBe('return')
    expect((await t.refundsOf(number)).map((r) => r.status)).toEqual(['succeeded'])
    // Settled once: the repeats did not ask again.
    expect(readsOf()).toHaveLength(readsBefore + 1)
  })

  it('a refund that times out is retried with the same key; after the bounded retries the customer gets 503 and a cancel later finishes it', async () => {
    const { who, number, providerId } = await t.paidOrder()
    t.fake.queue(
      { kind: 'slow', ms: 600 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 502 },
    )
    const failed = await t.cancel(number, who.auth)
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toEqual({
      message: 'Платёжный сервис временно недоступен, попробуйте позже',
    })
    expect(await t.storedStatus(number)).toBe('paid')
    expect((await t.refundsOf(number)).map((r) => r.status)).toEqual(['pending'])

    const done = await t.cancel(number, who.auth)
    expect(done.statusCode).toBe(200)
    expect(done.json().status).toBe('return')
    const keys = t.fake.refundRequests().map((r) => r.headers['idempotence-key'])
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(1)
    // The slow first answer made the refund at YooKassa; the same key found it again.
    expect(refundsAtYookassa(providerId)).toHaveLength(1)
  })

  it('a colleague without order.edit is not offered the cancel of a paid order and is refused', async () => {
    const { who, number } = await t.paidOrder()
    const colleague = await createCustomer(t.ctx.db, {
      accountId: who.accountId,
      permissions: ['order.show'],
    })
    const seen = await t.readOrder(number, colleague.auth)
    expect(seen.json().allows.cancel).toBe(false)
    expect((await t.cancel(number, colleague.auth)).statusCode).toBe(403)
    expect(t.fake.refundRequests()).toHaveLength(0)
    expect(await t.storedStatus(number)).toBe('paid')
  })

  it('a payment that succeeds after its order was cancelled is refunded; the order stays cancelled', async () => {
    const { who, number, providerId, started } = await t.startedPayment()
    expect((await t.cancel(number, who.auth)).statusCode).toBe(200)
    const stock = await stockOf(number)
    t.fake.setStatus(providerId, 'succeeded')
    for (let i = 0; i < 2; i++) {
      expect((await t.notify('payment.succeeded', providerId)).statusCode).toBe(200)
    }
    expect(await t.storedStatus(number)).toBe('cancelled')
    expect((await t.paymentRow(started.payment_uuid))?.status).toBe('failed')
    expect(t.fake.refundRequests()).toHaveLength(1)
    expect((t.fake.refundRequests()[0]?.body as Body | undefined)?.payment_id).toBe(providerId)
    expect((await t.refundsOf(number)).map((r) => r.status)).toEqual(['succeeded'])
    // The cancel gave the stock back already; the refund does not give it again.
    expect(await stockOf(number)).toEqual(stock)
  })

  it('a paid order partly refunded for a return claim is not refunded whole again by a cancel', async () => {
    const { who, number, providerId } = await t.paidOrder()
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerId))
    if (!payment) throw new Error('no payment')
    await t.ctx.db.insert(refunds).values({
      paymentId: payment.id,
      orderId: payment.orderId,
      provider: payment.provider,
      amount: 20_000,
      status: 'succeeded',
      claimId: crypto.randomUUID(),
    })

    // Before, the claim's refund was taken for the order's own and the cancel «succeeded».
    const res = await t.cancel(number, who.auth)
    expect(res.statusCode).toBe(409)
    expect(t.fake.refundRequests()).toHaveLength(0)
    expect(await t.storedStatus(number)).toBe('paid')
    const made = await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))
    expect(made.map((r) => r.amount)).toEqual([20_000])
  })
})
