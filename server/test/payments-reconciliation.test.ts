import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { reconcilingRace } from './support/reconciling-race.ts'
import { startYookassaApp, type YookassaApp } from './support/yookassa-app.ts'

const minutes = (n: number) => n * 60_000
const later = (ms: number) => () => new Date(Date.now() + ms)

describe('payments the notification never settled are re-read from YooKassa', () => {
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  })
  afterAll(() => t?.close())
  beforeEach(() => {
    t.fake.requests.length = 0
  })

  it('the job re-reads a payment pending longer than the setting and pays its order; a younger one is left alone', async () => {
    const { number, providerId } = await t.startedPayment()
    t.fake.setStatus(providerId, 'succeeded')
    // Five minutes on: not due yet (PAYMENT_RECONCILE_AFTER_MINUTES is 10 here).
    expect((await t.reconciler(later(minutes(5))).runOnce()).payments.checked).toBe(0)
    expect(t.fake.reads()).toHaveLength(0)
    expect(await t.storedStatus(number)).toBe('wait_pay')

    const job = t.reconciler(later(minutes(11)))
    const pass = await job.runOnce()
    expect(pass.payments.settled).toBeGreaterThanOrEqual(1)
    expect(t.fake.reads().map((r) => r.path)).toContain(`/payments/${providerId}`)
    expect(await t.storedStatus(number)).toBe('paid')
    // A settled payment is not read again.
    const reads = t.fake.reads().length
    await job.runOnce()
    expect(t.fake.reads()).toHaveLength(reads)
  })

  it('a payment YooKassa cancelled fails; the order stays payable', async () => {
    const { number, providerId, started } = await t.startedPayment()
    t.fake.setStatus(providerId, 'canceled')
    await t.reconciler(later(minutes(11))).runOnce()
    expect((await t.paymentRow(started.payment_uuid))?.status).toBe('failed')
    expect(await t.storedStatus(number)).toBe('wait_pay')
  })

  it('a payment still pending there is claimed once per period, then again after it', async () => {
    const { providerId } = await t.startedPayment()
    const readsOf = () => t.fake.reads().filter((r) => r.path === `/payments/${providerId}`)
    await t.reconciler(later(minutes(11))).runOnce()
    await t.reconciler(later(minutes(12))).runOnce()
    expect(readsOf()).toHaveLength(1)
    await t.reconciler(later(minutes(25))).runOnce()
    expect(readsOf()).toHaveLength(2)
  })

  it('a refund left pending is re-read and finished by the job', async () => {
    t.fake.answerRefundsWith('pending')
    const { who, number } = await t.paidOrder()
    expect((await t.cancel(number, who.auth)).statusCode).toBe(200)
    const [refund] = await t.refundsOf(number)
    t.fake.setRefundStatus(String(refund?.providerRefundId), 'succeeded')
    t.fake.answerRefundsWith('succeeded')
    const pass = await t.reconciler(later(minutes(11))).runOnce()
    expect(pass.refunds.settled).toBeGreaterThanOrEqual(1)
    expect(await t.storedStatus(number)).toBe('return')
  })

  it('two processes reconciling at once read each due payment once and pay each order once', async () => {
    await reconcilingRace(t)
  })
})

describe('the order read (the return pages) asks YooKassa while no notification came', () => {
  let t: YookassaApp
  beforeAll(async () => {
    t = await startYookassaApp()
  })
  afterAll(() => t?.close())

  it('shows paid as soon as YooKassa says succeeded, whatever address the buyer came back to', async () => {
    const { who, number, providerId } = await t.startedPayment()
    const before = await t.readOrder(number, who.auth)
    expect(before.json().status).toBe('wait_pay')
    t.fake.setStatus(providerId, 'succeeded')
    const after = await t.readOrder(number, who.auth)
    expect(after.statusCode).toBe(200)
    expect(after.json().status).toBe('paid')
    expect(after.json().allows.pay).toBe(false)
  })

  it('shows the order as it is when YooKassa cannot be reached', async () => {
    const { who, number } = await t.startedPayment()
    t.fake.queue({ kind: 'status', status: 500 })
    const res = await t.readOrder(number, who.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('wait_pay')
  })

  it('a restarted payment whose YooKassa page was cancelled gets a new payment, not the old address', async () => {
    const { who, number, providerId, started } = await t.startedPayment()
    t.fake.setStatus(providerId, 'canceled')
    const again = await t.startPayment(number, who.auth)
    expect(again.statusCode).toBe(201)
    expect(again.json().payment_url).not.toBe(started.payment_url)
    expect((await t.paymentRow(started.payment_uuid))?.status).toBe('failed')
  })

  it('a restarted payment YooKassa already took is settled: the order is paid, nothing to pay', async () => {
    const { who, number, providerId } = await t.startedPayment()
    t.fake.setStatus(providerId, 'succeeded')
    const again = await t.startPayment(number, who.auth)
    expect(again.statusCode).toBe(422)
    expect(await t.storedStatus(number)).toBe('paid')
  })
})
