import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../src/config.ts'
import { claims, exchangeLog, orders, refunds } from '../../src/db/schema/index.ts'
import {
  createCustomer,
  createPart,
  createSmsRecorder,
  orderCartByCard,
} from '../commerce-fixtures.ts'
import { shipLine } from '../support/claim-steps.ts'
import { type FakeYookassa, startFakeYookassa } from '../support/fake-yookassa.ts'
import { createMemoryJobs } from '../support/memory-jobs.ts'
import { notifications, yookassaAddress, yookassaPayments } from '../support/yookassa-app.ts'
import { basic, createExchangeApp, type ExchangeApp, startSession } from './exchange-app.ts'
import { requisites } from './status-file.ts'

// 12:00 in Moscow: messages go at once.
const clock = { now: new Date('2026-11-27T09:00:00.000Z') }
const sms = createSmsRecorder()
const jobs = createMemoryJobs()
let fake: FakeYookassa
let ctx: ExchangeApp

beforeAll(async () => {
  fake = await startFakeYookassa()
  ctx = await createExchangeApp(
    {},
    {
      seed: false,
      config: {
        publicUrl: 'https://shop.example',
        payments: yookassaPayments(fake.url),
        jobs: { ...readConfig({}).jobs, worker: false },
      },
      jobs: jobs.queue,
      overrides: {
        sms: sms.gateway,
        now: () => clock.now,
        yookassaTiming: { timeoutMs: 300, backoffMs: 10, attempts: 2 },
      },
    },
  )
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
})

const claimStatusFile = (number: string, pairs: [string, string][]) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"><Документ><Номер>${number}</Номер><ХозОперация>Возврат товара</ХозОперация>${requisites(pairs)}</Документ></КоммерческаяИнформация>`,
  )

/** A card order of 2 pieces at 1 500,50 ₽, paid through the fake YooKassa, both shipped yesterday. */
async function paidShippedOrder() {
  const who = await createCustomer(ctx.db)
  const { part } = await createPart(ctx.db, { price: 150_050 })
  const add = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.auth,
    payload: { product_uuid: part.id, quantity: 2 },
  })
  expect(add.statusCode).toBe(200)
  const placed = await orderCartByCard(ctx.app, who.auth)
  const number = Number(placed.json().number)
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/payment`,
    headers: who.auth,
  })
  const providerId = String(new URL(started.json().payment_url).searchParams.get('orderId'))
  fake.setStatus(providerId, 'succeeded')
  const notice = await ctx.app.inject({
    method: 'POST',
    url: notifications,
    remoteAddress: yookassaAddress,
    payload: {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: providerId, status: 'succeeded', paid: true },
    },
  })
  expect(notice.statusCode).toBe(200)
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, number))
  if (!order) throw new Error('no order')
  expect(order.status).toBe('paid')
  await shipLine(ctx.db, order.id, part.id, {
    quantity: 2,
    at: new Date(clock.now.getTime() - 86_400_000),
  })
  return { who, order, number, partId: part.id, providerId }
}

const lastLog = async () =>
  (await ctx.db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(1))[0]
const claimRow = async (number: number) =>
  (await ctx.db.select().from(claims).where(eq(claims.number, number)))[0]

describe('claims to 1C and back', () => {
  it('a return claim goes to 1C with its order and photo, 1C moves it, its money goes back once', async () => {
    const line = await paidShippedOrder()
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a53' } })
      .jpeg()
      .toBuffer()
    const photo = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/claim-photos',
      headers: { ...line.who.auth, 'content-type': 'image/jpeg' },
      payload: jpeg,
    })
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/claims',
      headers: line.who.auth,
      payload: {
        order_number: line.number,
        product_uuid: line.partId,
        kind: 'return',
        reason: 'wrong_part',
        quantity: 1,
        description: 'Не подошла по посадочному месту',
        photo_uuids: [photo.json().uuid],
      },
    })
    expect(filed.statusCode).toBe(201)
    const claimNumber = filed.json().number as number
    const label = `В-${claimNumber}`

    // query: the claim as a return operation of the original order, with its photo's link
    const session = await startSession(ctx, 'sale')
    const query = await session.call('query')
    const photoLink = `https://shop.example/1c_exchange?type=sale&amp;mode=photo&amp;id=${photo.json().uuid}`
    expect(query.body).toContain(`<Номер>${label}</Номер>`)
    expect(query.body).toContain('<ХозОперация>Возврат товара</ХозОперация>')
    expect(query.body).toContain(`<Основание>${line.number}</Основание>`)
    expect(query.body).toContain('<Количество>1</Количество><Сумма>1500.50</Сумма>')
    expect(query.body).toContain(photoLink)
    expect((await session.call('success')).body).toBe('success')
    expect((await session.call('query')).body).not.toContain(label)

    // the photo's link answers 1C's own login only
    const photoUrl = `/1c_exchange?type=sale&mode=photo&id=${photo.json().uuid}`
    const forOneC = await ctx.app.inject({ url: photoUrl, headers: { authorization: basic } })
    expect(forOneC.statusCode).toBe(200)
    expect(forOneC.headers['content-type']).toBe('image/jpeg')
    expect((await ctx.app.inject({ url: photoUrl })).statusCode).toBe(401)

    const send = async (number: string, pairs: [string, string][]) => {
      const res = await session.call('file', '&filename=claims.xml', claimStatusFile(number, pairs))
      expect(res.body).toBe('success')
      return (await lastLog())?.message ?? ''
    }

    expect(await send('В-999999', [['Статус заявки', 'Одобрена']])).toBe(
      'Заявка №В-999999 не найдена: статус не применён',
    )
    expect(await send(label, [['Статус заявки', 'Отклонена']])).toBe(
      `Заявка №${label}: отказ без причины не применён — укажите «Причина отказа»`,
    )
    expect((await claimRow(claimNumber))?.state).toBe('new')
    await send(label, [['Статус заявки', 'Одобрена']])
    expect((await claimRow(claimNumber))?.state).toBe('approved')
    // the buyer is told of the decision once, with a link to their claims
    const toBuyer = () => sms.sent.filter((m) => m.phone === line.who.customer.phone)
    await send(label, [['Статус заявки', 'Одобрена']])
    await jobs.runDue(clock.now)
    expect(toBuyer().map((m) => m.text)).toEqual([
      `Заявка ${label} по заказу №${line.number}: одобрена. Подробнее: https://shop.example/account/returns`,
    ])
    expect(await send(label, [['Статус заявки', 'Принята']])).toBe(
      `Заявка №${label}: статус «Принята» после «Одобрена» не применён — назад заявка не движется`,
    )
    expect((await claimRow(claimNumber))?.state).toBe('approved')

    // the provider refuses the refund: logged, the claim stays approved
    fake.answerRefundsWith('canceled')
    expect(await send(label, [['Статус заявки', 'Возврат средств']])).toBe(
      `Заявка №${label}: возврат денег не выполнен (Платёжный сервис отказал в возврате денег), повторится при следующем обмене`,
    )
    expect((await claimRow(claimNumber))?.state).toBe('approved')

    // then it takes it: the claim's pieces at the line's price, once, the order stays paid
    fake.answerRefundsWith('succeeded')
    await send(label, [['Статус заявки', 'Возврат средств']])
    await send(label, [['Статус заявки', 'Возврат средств']])
    expect((await claimRow(claimNumber))?.state).toBe('refunded')
    await jobs.runDue(clock.now)
    expect(toBuyer().map((m) => m.text)).toEqual([
      `Заявка ${label} по заказу №${line.number}: одобрена. Подробнее: https://shop.example/account/returns`,
      `Заявка ${label} по заказу №${line.number}: оформлен возврат денег. Подробнее: https://shop.example/account/returns`,
    ])
    const made = await ctx.db.select().from(refunds).where(eq(refunds.orderId, line.order.id))
    expect(made.map((r) => [r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ['failed', 150_050],
        ['succeeded', 150_050],
      ]),
    )
    expect(made).toHaveLength(2)
    const atProvider = fake.refundRequests().map((r) => r.body as { amount: { value: string } })
    expect(atProvider.map((b) => b.amount.value)).toEqual(['1500.50', '1500.50'])
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, line.order.id))
    expect(after?.status).toBe('paid')

    // the buyer sees it with its history
    const list = await ctx.app.inject({ url: '/api/account/claims', headers: line.who.auth })
    expect(list.json().items[0]).toMatchObject({
      number: claimNumber,
      state: 'refunded',
      history: [{ state: 'new' }, { state: 'approved' }, { state: 'refunded' }],
    })
  })
})
