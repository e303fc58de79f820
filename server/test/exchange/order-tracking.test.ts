import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderTrackingHistory } from '../../src/db/schema/index.ts'
import { useTrackingApp } from './order-tracking-app.ts'
import { good, requisites, statusDoc, statusFile } from './status-file.ts'

describe('1C status file: each line tracked, the buyer told', () => {
  const app = useTrackingApp()
  const { mails, jobs, clock, paidOrder, send, linesOf, smsTo } = app

  it('a partly shipped order with a replaced and a cancelled line and a waybill: each line its state, the history, one SMS per move', async () => {
    const placed = await paidOrder([3, 2, 1, 1], { email: 'buyer@example.ru' })
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

    const history = await app.ctx.db
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
    const detail = await app.ctx.app.inject({
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
    const again = await app.ctx.db
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

  it('ready at the branch by night: the SMS waits for 09:00 in Moscow; a buyer who turned them off gets none', async () => {
    const placed = await paidOrder([1])
    const quiet = await paidOrder([1])
    // The buyer turns the messages off in the profile.
    const off = await app.ctx.app.inject({
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
