import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { readConfig } from '../../src/config.ts'
import { customers, exchangeLog, orderItems, orders, parts } from '../../src/db/schema/index.ts'
import type { MailGateway } from '../../src/modules/mail/mail-gateway.ts'
import { createCustomer, createPart, createSmsRecorder } from '../commerce-fixtures.ts'
import { createMemoryJobs } from '../support/memory-jobs.ts'
import { createExchangeApp, type ExchangeApp, startSession } from './exchange-app.ts'

/**
 * The exchange app of the order-tracking tests, started before and closed after the calling
 * suite: SMS and e-mail recorded, jobs run by hand, the clock at 12:00 in Moscow; with the
 * steps they share (an order placed, and paid, a status file sent, an order's lines read).
 */
export function useTrackingApp() {
  let ctx: ExchangeApp
  const sms = createSmsRecorder()
  const mails: { to: string; subject: string; text: string }[] = []
  const mail: MailGateway = {
    name: 'recorder',
    async send(message) {
      mails.push(message)
    },
  }
  const jobs = createMemoryJobs()
  // 12:00 in Moscow.
  const clock = { now: new Date('2026-11-27T09:00:00.000Z') }

  beforeAll(async () => {
    ctx = await createExchangeApp(
      {},
      {
        seed: false,
        config: { appEnv: 'development', jobs: { ...readConfig({}).jobs, worker: false } },
        overrides: { sms: sms.gateway, mail, now: () => clock.now },
        jobs: jobs.queue,
      },
    )
  })
  afterAll(() => ctx.close())

  /** A paid-by-card pickup order of fresh parts (1C ids `onec-<uuid>`), one line per quantity. */
  async function order(lines: number[], options: { email?: string } = {}) {
    const who = await createCustomer(ctx.db)
    if (options.email) {
      await ctx.db
        .update(customers)
        .set({ email: options.email })
        .where(eq(customers.id, who.customer.id))
    }
    const made = []
    for (const quantity of lines) {
      const { part } = await createPart(ctx.db, { price: 100_000, stock: 10 })
      await ctx.db
        .update(parts)
        .set({ externalId: `onec-${part.id}` })
        .where(eq(parts.id, part.id))
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: who.auth,
        payload: { product_uuid: part.id, quantity },
      })
      expect(res.statusCode).toBe(200)
      made.push({ ...part, id: `onec-${part.id}`, partId: part.id, quantity })
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.auth,
      payload: {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      },
    })
    expect(res.statusCode).toBe(201)
    const number = res.json().number as string
    return { number, lines: made, who }
  }

  const paid = (number: string) =>
    ctx.db
      .update(orders)
      .set({ status: 'paid' })
      .where(eq(orders.number, Number(number)))

  /** An order as `order` places it, then paid. */
  async function paidOrder(lines: number[], options: { email?: string } = {}) {
    const placed = await order(lines, options)
    await paid(placed.number)
    return placed
  }

  /** The first line of a placed order (an order has at least one). */
  function firstLine(placed: Awaited<ReturnType<typeof order>>) {
    const [line] = placed.lines
    if (!line) throw new Error(`order ${placed.number} has no line`)
    return line
  }

  async function send(file: Buffer) {
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const res = await session.call('file', `&filename=statuses-${randomUUID()}.xml`, file)
    expect(res.body).toBe('success')
  }

  async function linesOf(number: string) {
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(number)))
    if (!row) throw new Error(`no order ${number}`)
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, row.id))
    return { order: row, items }
  }

  const lastLog = async () =>
    (await ctx.db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(1))[0]

  const smsTo = (phone: string) => sms.sent.filter((m) => m.phone === phone)

  return {
    get ctx() {
      return ctx
    },
    sms,
    mails,
    jobs,
    clock,
    order,
    paid,
    paidOrder,
    firstLine,
    send,
    linesOf,
    lastLog,
    smsTo,
  }
}
