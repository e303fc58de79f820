import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeLog, orders, parts } from '../../src/db/schema/index.ts'
import { createCustomer, createPart, orderCartByCard } from '../commerce-fixtures.ts'
import { createExchangeApp, type ExchangeApp, startSession } from './exchange-app.ts'
import { statusDoc, statusFile } from './status-file.ts'

const documents = (xml: string) => [...xml.matchAll(/<Документ>.*?<\/Документ>/gs)].map((m) => m[0])
const numberOf = (doc: string) => /<Номер>(\d+)<\/Номер>/.exec(doc)?.[1]

describe('1C order exchange (type=sale)', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => ctx.close())

  async function order(options: { warranty?: boolean; externalIdOnec?: string } = {}) {
    const who = await createCustomer(ctx.db, {
      ...(options.externalIdOnec ? { externalIdOnec: options.externalIdOnec } : {}),
    })
    const made = await createPart(ctx.db, {
      price: 250_000,
      stock: 5,
      warranties: options.warranty ? [{ priceType: 'fix', fix: 30_000 }] : [],
    })
    await ctx.db
      .update(parts)
      .set({ externalId: `onec-${made.part.id}` })
      .where(eq(parts.id, made.part.id))
    const cart = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.auth,
      payload: {
        product_uuid: made.part.id,
        quantity: 2,
        ...(made.warranties[0] ? { warranty_uuid: made.warranties[0].id } : {}),
      },
    })
    expect(cart.statusCode).toBe(200)
    const res = await orderCartByCard(ctx.app, who.auth)
    expect(res.statusCode).toBe(201)
    return { number: res.json().number as string, part: made.part }
  }

  const statusOf = async (number: string) =>
    (
      await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.number, Number(number)))
    )[0]

  it('query sends the orders 1C has not confirmed; success marks exactly those', async () => {
    const first = await order({ warranty: true, externalIdOnec: '000000123' })
    const second = await order()
    const session = await startSession(ctx, 'sale')
    expect((await session.call('init')).body).toMatch(/^zip=yes\nfile_limit=\d+$/)
    const query = await session.call('query')
    expect(query.statusCode).toBe(200)
    expect(query.headers['content-type']).toMatch(/^application\/xml/)
    expect(query.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"/,
    )
    const docs = documents(query.body)
    expect(docs.map(numberOf)).toEqual([first.number, second.number])
    const [withWarranty] = docs
    expect(withWarranty).toContain('<ХозОперация>Заказ товара</ХозОперация>')
    expect(withWarranty).toContain('<Валюта>руб</Валюта>')
    expect(withWarranty).toContain('<Ид>000000123</Ид>')
    expect(withWarranty).toContain(`<Ид>onec-${first.part.id}</Ид>`)
    expect(withWarranty).toContain(
      '<ЦенаЗаЕдиницу>2500.00</ЦенаЗаЕдиницу><Количество>2</Количество><Сумма>5000.00</Сумма>',
    )
    // The warranty goes as a service line of its own; the order's sum holds both.
    expect(withWarranty).toMatch(
      /<Наименование>Гарантия[^<]*<\/Наименование>.*<Сумма>600.00<\/Сумма>/,
    )
    expect(withWarranty).toContain('<Сумма>5600.00</Сумма><Контрагенты>')
    expect(withWarranty).toContain(
      '<Наименование>Статус заказа</Наименование><Значение>Ожидает оплаты</Значение>',
    )

    // An order made after the query waits for the next exchange.
    const late = await order()
    expect((await session.call('success')).body).toBe('success')
    expect((await statusOf(first.number))?.exportedAt).not.toBeNull()
    expect((await statusOf(late.number))?.exportedAt).toBeNull()
    const again = await (await startSession(ctx, 'sale')).call('query')
    expect(documents(again.body).map(numberOf)).toEqual([late.number])
  })

  it('a status file moves orders along the lifecycle; cancelling returns the stock', async () => {
    const shipped = await order()
    // Paid by card (the payments module's move), then shipped in 1C.
    await ctx.db
      .update(orders)
      .set({ status: 'paid' })
      .where(eq(orders.number, Number(shipped.number)))
    const cancelled = await order()
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const file = statusFile(
      statusDoc(shipped.number, [
        ['Статус заказа', 'Отгружен'],
        ['Дата отгрузки', '2026-11-25T11:00:00'],
      ]) + statusDoc(cancelled.number, [['Отменен', 'true']]),
    )
    const res = await session.call('file', '&filename=orders-statuses.xml', file)
    expect(res.body).toBe('success')
    expect((await statusOf(shipped.number))?.status).toBe('shipped')
    expect((await statusOf(cancelled.number))?.status).toBe('cancelled')
    const [part] = await ctx.db.select().from(parts).where(eq(parts.id, cancelled.part.id))
    expect(part?.totalStock).toBe(5)
    // The same file again changes nothing more; a cancelled order is never shipped.
    const again = await session.call('file', '&filename=orders-statuses-2.xml', file)
    expect(again.body).toBe('success')
    expect((await statusOf(cancelled.number))?.status).toBe('cancelled')
    const refused = statusFile(statusDoc(cancelled.number, [['Статус заказа', 'Отгружен']]))
    expect((await session.call('file', '&filename=s3.xml', refused)).body).toBe('success')
    expect((await statusOf(cancelled.number))?.status).toBe('cancelled')
  })

  it('«Отгружен» on an unpaid card order is refused, and the log says why in Russian', async () => {
    const unpaid = await order()
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const file = statusFile(
      statusDoc(unpaid.number, [
        ['Статус заказа', 'Отгружен'],
        ['Дата отгрузки', '2026-11-25T11:00:00'],
      ]) + statusDoc(unpaid.number, [['Дата оплаты', '2026-11-25T10:00:00']]),
    )
    expect((await session.call('file', '&filename=statuses.xml', file)).body).toBe('success')
    expect((await statusOf(unpaid.number))?.status).toBe('wait_pay')
    const [entry] = await ctx.db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(1)
    expect(entry?.counts).toMatchObject({ documents: 2, moved: 0, refused: 2 })
    expect(entry?.message).toContain(
      `Заказ ${unpaid.number}: статус «Отгружен» не применён (сейчас «Ожидает оплаты»): заказ с оплатой картой не оплачен`,
    )
  })

  it('a status file naming an unknown order logs it and moves the orders it knows', async () => {
    const known = await order()
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const file = statusFile(
      statusDoc(known.number, [['Статус заказа', 'В работе']]) +
        statusDoc('999999', [['Статус заказа', 'Выполнен']]),
    )
    const res = await session.call('file', '&filename=statuses.xml', file)
    expect(res.body).toBe('success')
    // A card order waiting for its payment is not taken in work by 1C; the unknown one is logged.
    expect((await statusOf(known.number))?.status).toBe('wait_pay')
    const [entry] = await ctx.db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(1)
    expect(entry?.message).toContain('Заказ 999999: такого заказа нет на сайте, пропущен')
  })

  it('1C cancelling while the customer cancels returns the stock exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await createCustomer(ctx.db)
      const made = await createPart(ctx.db, { price: 10_000, stock: 5 })
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: who.auth,
        payload: { product_uuid: made.part.id, quantity: 2 },
      })
      const res = await orderCartByCard(ctx.app, who.auth)
      const number = res.json().number as string
      const session = await startSession(ctx, 'sale')
      await Promise.all([
        session.call(
          'file',
          `&filename=cancel-${round}.xml`,
          statusFile(statusDoc(number, [['Отменен', 'true']])),
        ),
        ctx.app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: who.auth }),
      ])
      expect((await statusOf(number))?.status).toBe('cancelled')
      const [part] = await ctx.db.select().from(parts).where(eq(parts.id, made.part.id))
      expect(part?.totalStock).toBe(5)
    }
  })
})
