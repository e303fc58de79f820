import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema/index.ts'
import { useTrackingApp } from './order-tracking-app.ts'
import { good, statusDoc, statusFile } from './status-file.ts'

describe('1C status file: a move refused, a payment from 1C, what the log says', () => {
  const app = useTrackingApp()
  const { jobs, clock, order, paidOrder, firstLine, send, linesOf, lastLog, smsTo } = app

  it('a line moving backwards refuses its whole document, and the log says why in Russian', async () => {
    const placed = await paidOrder([2])
    const a = firstLine(placed)
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
    const a = firstLine(placed)
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
    await app.ctx.db
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
    const placed = await paidOrder([1])
    const a = firstLine(placed)
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
})
