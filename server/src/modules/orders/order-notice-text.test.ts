import { describe, expect, it } from 'vitest'
import { noticeSendableAt } from '../arrival-notices/quiet-hours.ts'
import { orderNoticeText } from './order-notice-text.ts'

const moscowNight = { timeZone: 'Europe/Moscow', fromMinute: 21 * 60, untilMinute: 9 * 60 }

describe('order notices', () => {
  it('a ready order names its branch and how long it is kept', () => {
    expect(orderNoticeText('ready', 100201, { branch: 'msk' }, '/account/orders/100201').text).toBe(
      'Заказ №100201 ждёт вас в филиале Москва, хранение 5 дней',
    )
  })

  it('a shipped order gives the carrier, the waybill and its tracking page; an unknown carrier no link', () => {
    expect(
      orderNoticeText('shipped:1029', 100202, { carrier: 'СДЭК', waybill: '1029' }, '').text,
    ).toBe(
      'Заказ №100202 отправлен: СДЭК, накладная 1029. Отследить: https://www.cdek.ru/ru/tracking?order_id=1029',
    )
    expect(
      orderNoticeText('shipped:77', 100202, { carrier: 'Почта', waybill: '77' }, '').text,
    ).toBe('Заказ №100202 отправлен: Почта, накладная 77')
  })

  it('a line lost later names it and the reason', () => {
    expect(
      orderNoticeText(
        'line_cancelled:x',
        100203,
        { article: '81.508', title: 'Колодка', reason: 'Брак' },
        'https://gruzovik.example/account/orders/100203',
      ).text,
    ).toBe(
      'Заказ №100203: позиция 81.508 «Колодка» отменена (Брак). Подробнее: https://gruzovik.example/account/orders/100203',
    )
  })

  it("a claim's rejection says why; a replacement says what happens", () => {
    const link = 'https://gruzovik.example/account/returns'
    const detail = { claim: 'В-1007', state: 'rejected', reason: 'Следы неправильной установки' }
    expect(orderNoticeText('claim:1007:rejected', 100204, detail, link)).toEqual({
      subject: 'Заявка В-1007 по заказу №100204: отклонена',
      text: `Заявка В-1007 по заказу №100204: отклонена: Следы неправильной установки. Подробнее: ${link}`,
    })
    const replaced = { claim: 'В-1008', state: 'replaced' }
    expect(orderNoticeText('claim:1008:replaced', 100205, replaced, link).text).toBe(
      `Заявка В-1008 по заказу №100205: деталь будет заменена. Подробнее: ${link}`,
    )
  })

  it('a move by night in Moscow waits for 09:00; by day it goes at once', () => {
    const evening = new Date('2026-11-27T18:30:00Z') // 21:30 in Moscow
    expect(noticeSendableAt(evening, moscowNight).toISOString()).toBe('2026-11-28T06:00:00.000Z')
    const earlyMorning = new Date('2026-11-28T03:00:00Z') // 06:00
    expect(noticeSendableAt(earlyMorning, moscowNight).toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    )
    const noon = new Date('2026-11-28T09:00:00Z')
    expect(noticeSendableAt(noon, moscowNight)).toEqual(noon)
  })
})
