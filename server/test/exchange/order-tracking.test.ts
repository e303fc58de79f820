import { randomUUID } from 'node:crypto'
import { asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../src/config.ts'
import {
  customers,
  exchangeLog,
  orderItems,
  orders,
  orderTrackingHistory,
  parts,
} from '../../src/db/schema/index.ts'
import type { MailGateway } from '../../src/modules/mail/mail-gateway.ts'
import { createCustomer, createPart, createSmsRecorder } from '../commerce-fixtures.ts'
import { createMemoryJobs } from '../support/memory-jobs.ts'
import { createExchangeApp, type ExchangeApp, startSession } from './exchange-app.ts'

const statusFile = (docs: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T12:00:00">${docs}</КоммерческаяИнформация>`,
  )
const requisites = (pairs: [string, string][]) =>
  `<ЗначенияРеквизитов>${pairs
    .map(
      ([n, v]) =>
        `<ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`,
    )
    .join('')}</ЗначенияРеквизитов>`
/** A line of Товары as 1C returns it, with our own requisites. */
const good = (id: string, article: string, quantity: number, own: [string, string][] = []) =>
  `<Товар><Ид>${id}</Ид><Артикул>${article}</Артикул><Наименование>Деталь ${article}</Наименование><Количество>${quantity}</Количество>${requisites(
    [['ВидНоменклатуры', 'Товар'], ...own],
  )}</Товар>`
const statusDoc = (number: string, pairs: [string, string][], goods?: string) =>
  `<Документ><Номер>${number}</Номер><ХозОперация>Заказ товара</ХозОперация>${
    goods === undefined ? '' : `<Товары>${goods}</Товары>`
  }${requisites(pairs)}</Документ>`

describe('1C status file: each line tracked, the buyer told', () => {
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

  it('a partly shipped order with a replaced and a cancelled line and a waybill: each line its state, the history, one SMS per move', async () => {
    const placed = await order([3, 2, 1, 1], { email: 'buyer@example.ru' })
    await paid(placed.number)
    const [a, b, c, d] = placed.lines
    if (!a || !b || !c || !d) throw new Error('four lines')
    const file = statusFile(
      statusDoc(
        placed.number,
        [
          ['Статус заказа', 'В работе'],
          ['Номер отгрузки по 1С', 'УТ-000154'],
          ['Дата отгрузки по 1С', '2026-11-27T10:15:00'],
          ['Транспортная компания', 'ТК ПЭК'],
          ['Номер накладной ТК', 'СП-4451'],
        ],
        good(a.id, a.article, 3, [
          ['Отгружено', '1'],
          ['Склад', 'Склад Шушары'],
          ['Ожидаемая дата', '2026-12-03'],
        ]) +
          good(b.id, b.article, 2, [['Отгружено', '2']]) +
          // c is gone and a new article took its place; d is cancelled with its reason.
          good('onec-analogue-1', 'AN-77', 1) +
          good(d.id, d.article, 0, [['Причина отмены', 'Нет у поставщика']]) +
          // The shop's own service line comes back too: not a part of the order's goods.
          `<Товар><Ид>ORDER_DELIVERY</Ид><Наименование>Доставка заказа</Наименование><Количество>1</Количество>${requisites([['ВидНоменклатуры', 'Услуга']])}</Товар>`,
      ),
    )
    await send(file)

    const { order: row, items } = await linesOf(placed.number)
    const byPart = (id: string) => items.find((i) => i.partId === id)
    expect(row.status).toBe('work')
    expect(byPart(a.partId)).toMatchObject({
      state: 'partly_shipped',
      confirmedQuantity: 3,
      shippedQuantity: 1,
      warehouse: 'Склад Шушары',
      expectedOn: '2026-12-03',
    })
    expect(byPart(b.partId)).toMatchObject({ state: 'shipped', shippedQuantity: 2 })
    expect(byPart(c.partId)).toMatchObject({
      state: 'replaced',
      confirmedQuantity: 0,
      replacedBy: { externalId: 'onec-analogue-1', article: 'AN-77', quantity: 1 },
    })
    expect(byPart(d.partId)).toMatchObject({
      state: 'cancelled',
      confirmedQuantity: 0,
      cancelReason: 'Нет у поставщика',
    })
    expect(row).toMatchObject({
      carrier: 'ТК ПЭК',
      waybill: 'СП-4451',
      shipmentDocuments: [{ kind: 'УПД', number: 'УТ-000154', date: '2026-11-27' }],
    })

    const history = await ctx.db
      .select()
      .from(orderTrackingHistory)
      .where(eq(orderTrackingHistory.orderId, row.id))
      .orderBy(asc(orderTrackingHistory.id))
    const lineMoves = history.filter((h) => h.partId !== null)
    expect(lineMoves.map((h) => [h.partId, h.move, h.fromState, h.toState])).toEqual(
      expect.arrayContaining([
        [a.partId, 'ship_part', 'ordered', 'partly_shipped'],
        [b.partId, 'ship', 'ordered', 'shipped'],
        [c.partId, 'replace', 'ordered', 'replaced'],
        [d.partId, 'cancel', 'ordered', 'cancelled'],
      ]),
    )
    expect(lineMoves).toHaveLength(4)
    expect(history.filter((h) => h.partId === null).map((h) => [h.move, h.detail])).toEqual([
      ['document', { kind: 'УПД', number: 'УТ-000154', date: '2026-11-27' }],
      ['waybill', { carrier: 'ТК ПЭК', waybill: 'СП-4451' }],
    ])

    // The order page's call: each line's state and quantities, the documents, the waybill's page.
    const detail = await ctx.app.inject({
      url: `/api/orders/${placed.number}`,
      headers: placed.who.auth,
    })
    expect(detail.statusCode).toBe(200)
    const body = detail.json()
    expect(
      body.items.map((i: { product_uuid: string; state: string }) => [i.product_uuid, i.state]),
    ).toEqual(
      expect.arrayContaining([
        [a.partId, 'partly_shipped'],
        [b.partId, 'shipped'],
        [c.partId, 'replaced'],
        [d.partId, 'cancelled'],
      ]),
    )
    expect(
      body.items.find((i: { product_uuid: string }) => i.product_uuid === a.partId),
    ).toMatchObject({
      confirmed_quantity: 3,
      shipped_quantity: 1,
      warehouse: 'Склад Шушары',
      expected_on: '2026-12-03',
    })
    expect(
      body.items.find((i: { product_uuid: string }) => i.product_uuid === c.partId),
    ).toMatchObject({
      replaced_by: { article: 'AN-77', full_title: 'Деталь AN-77', quantity: 1 },
    })
    expect(body.shipment).toEqual({
      documents: [{ kind: 'УПД', number: 'УТ-000154', date: '2026-11-27' }],
      carrier: 'ТК ПЭК',
      waybill: 'СП-4451',
      tracking_url: 'https://pecom.ru/services-are/order-status/?code=%D0%A1%D0%9F-4451',
    })

    // Two moves the buyer hears of: confirmed with changes, shipped with the waybill.
    expect(await jobs.runDue(clock.now)).toBe(2)
    const texts = smsTo(placed.who.customer.phone).map((m) => m.text)
    expect(texts).toHaveLength(2)
    expect(texts[0]).toMatch(
      new RegExp(
        `^Заказ №${placed.number} подтверждён с изменениями: .+\\. Подробнее: /account/orders/${placed.number}$`,
      ),
    )
    expect(texts[0]).toContain(`${c.article} заменён на AN-77`)
    expect(texts[0]).toContain(`${d.article} отменён`)
    expect(texts[1]).toBe(
      `Заказ №${placed.number} отправлен: ТК ПЭК, накладная СП-4451. Отследить: https://pecom.ru/services-are/order-status/?code=%D0%A1%D0%9F-4451`,
    )
    // The profile has an e-mail, so each message goes there too.
    expect(mails.filter((m) => m.to === 'buyer@example.ru').map((m) => m.text)).toEqual(texts)

    // The same file again: no new state, history row or message.
    await send(file)
    expect(await jobs.runDue(clock.now)).toBe(0)
    expect(smsTo(placed.who.customer.phone)).toHaveLength(2)
    const again = await ctx.db
      .select()
      .from(orderTrackingHistory)
      .where(eq(orderTrackingHistory.orderId, row.id))
    expect(again).toHaveLength(history.length)

    // Later the rest ships and the whole order is done: one more line move, no message owed.
    await send(
      statusFile(
        statusDoc(
          placed.number,
          [['Статус заказа', 'Отгружен']],
          good(a.id, a.article, 3) + good(b.id, b.article, 2) + good('onec-analogue-1', 'AN-77', 1),
        ),
      ),
    )
    expect((await linesOf(placed.number)).items.find((i) => i.partId === a.partId)?.state).toBe(
      'shipped',
    )
    expect(await jobs.runDue(clock.now)).toBe(0)
  })

  it('a line moving backwards refuses its whole document, and the log says why in Russian', async () => {
    const placed = await order([2])
    await paid(placed.number)
    const [a] = placed.lines
    if (!a) throw new Error('one line')
    await send(
      statusFile(
        statusDoc(
          placed.number,
          [['Статус заказа', 'В работе']],
          good(a.id, a.article, 2, [['Отгружено', '2']]),
        ),
      ),
    )
    expect((await linesOf(placed.number)).items[0]?.state).toBe('shipped')
    await jobs.runDue(clock.now)
    const sent = smsTo(placed.who.customer.phone).length

    await send(
      statusFile(
        statusDoc(
          placed.number,
          [
            ['Статус заказа', 'Отгружен'],
            ['Транспортная компания', 'СДЭК'],
            ['Номер накладной ТК', '1029384756'],
          ],
          good(a.id, a.article, 2, [['Отгружено', '1']]),
        ),
      ),
    )
    const { order: row, items } = await linesOf(placed.number)
    expect(items[0]).toMatchObject({ state: 'shipped', shippedQuantity: 2 })
    // Nothing else of that document: no status move, no waybill, no message.
    expect(row).toMatchObject({ status: 'work', carrier: null, waybill: null })
    expect(await jobs.runDue(clock.now)).toBe(0)
    expect(smsTo(placed.who.customer.phone)).toHaveLength(sent)
    const log = await lastLog()
    expect(log?.message).toContain(
      `Заказ ${placed.number}: документ не применён, строки не идут назад: строка арт. ${a.article}: «Отгружена» не может стать «Отгружена частично»`,
    )
  })

  it('1C marking a card order paid is refused: neither the status nor its lines move', async () => {
    const placed = await order([1])
    const [a] = placed.lines
    if (!a) throw new Error('one line')
    await send(
      statusFile(
        statusDoc(
          placed.number,
          [
            ['Номер оплаты по 1С', 'ПП-000381'],
            ['Дата оплаты по 1С', '2026-11-27T09:30:00'],
          ],
          good(a.id, a.article, 1),
        ),
      ),
    )
    const { order: row, items } = await linesOf(placed.number)
    expect(row).toMatchObject({ status: 'wait_pay', paymentNumberOnec: null })
    expect(items[0]?.state).toBe('ordered')
    expect((await lastLog())?.message).toContain(
      `Заказ ${placed.number}: статус «Оплачен» не применён (сейчас «Ожидает оплаты»): заказ с оплатой картой не оплачен`,
    )
  })

  it("an invoice order paid in 1C becomes paid and keeps 1C's payment document", async () => {
    const placed = await order([1])
    // An invoice order of a company, as checkout makes it (its buyer is not what this tests).
    await ctx.db
      .update(orders)
      .set({ paymentMethod: 'invoice', status: 'new' })
      .where(eq(orders.number, Number(placed.number)))
    await send(
      statusFile(
        statusDoc(placed.number, [
          ['Номер оплаты по 1С', 'ПП-000381'],
          ['Дата оплаты по 1С', '27.11.2026'],
        ]),
      ),
    )
    const { order: row } = await linesOf(placed.number)
    expect(row).toMatchObject({
      status: 'paid',
      paymentNumberOnec: 'ПП-000381',
      paymentDateOnec: '2026-11-27',
    })
  })

  it('an unknown order and a line that replaces nothing are logged; the rest of the file applies', async () => {
    const placed = await order([1])
    await paid(placed.number)
    const [a] = placed.lines
    if (!a) throw new Error('one line')
    await send(
      statusFile(
        statusDoc('999999', [['Статус заказа', 'Выполнен']]) +
          statusDoc(
            placed.number,
            [['Статус заказа', 'В работе']],
            good(a.id, a.article, 1) + good('onec-stray', 'STRAY-1', 1),
          ),
      ),
    )
    const { order: row, items } = await linesOf(placed.number)
    expect(row.status).toBe('work')
    expect(items[0]?.state).toBe('confirmed')
    const log = await lastLog()
    expect(log?.message).toContain('Заказ 999999: такого заказа нет на сайте, пропущен')
    expect(log?.message).toContain(`Заказ ${placed.number}: строки STRAY-1 нет в заказе`)
  })

  it('ready at the branch by night: the SMS waits for 09:00 in Moscow; a buyer who turned them off gets none', async () => {
    const placed = await order([1])
    await paid(placed.number)
    const quiet = await order([1])
    await paid(quiet.number)
    // The buyer turns the messages off in the profile.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: quiet.who.auth,
      payload: { last_name: 'Петров', first_name: 'Пётр', order_notices: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ order_notices: false })
    // 23:30 in Moscow.
    clock.now = new Date('2026-11-27T20:30:00.000Z')
    try {
      await send(
        statusFile(
          statusDoc(placed.number, [['Статус заказа', 'Готов к выдаче']]) +
            statusDoc(quiet.number, [['Статус заказа', 'Готов к выдаче']]),
        ),
      )
      expect((await linesOf(placed.number)).items[0]?.state).toBe('ready')
      expect(await jobs.runDue(clock.now)).toBe(0)
      expect(await jobs.runDue(new Date('2026-11-28T05:59:00.000Z'))).toBe(0)
      expect(await jobs.runDue(new Date('2026-11-28T06:00:00.000Z'))).toBe(2)
      expect(smsTo(placed.who.customer.phone).map((m) => m.text)).toEqual([
        `Заказ №${placed.number} ждёт вас в филиале Санкт-Петербург (Шушары), хранение 5 дней`,
      ])
      expect(smsTo(quiet.who.customer.phone)).toEqual([])
    } finally {
      clock.now = new Date('2026-11-27T09:00:00.000Z')
    }
  })
})
