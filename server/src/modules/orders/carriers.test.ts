import { describe, expect, it } from 'vitest'
import { carrierNamed, carriers, trackingUrl } from './carriers.ts'

describe('carriers', () => {
  it('knows the five transport companies, each with a public https tracking page', () => {
    expect(carriers.map((c) => c.title)).toEqual([
      'ПЭК',
      'Деловые Линии',
      'СДЭК',
      'Байкал Сервис',
      'КИТ',
    ])
    for (const carrier of carriers) expect(carrier.trackingUrl).toMatch(/^https:\/\/[^/]+\//)
    const direct = carriers.filter((c) => c.trackingUrl.includes('{waybill}')).map((c) => c.code)
    expect(direct).toEqual(['pek', 'dellin', 'cdek'])
  })

  it('takes the names 1C gives a company in any case, with «ТК», «ООО» and quotes', () => {
    expect(carrierNamed('ТК ПЭК')?.code).toBe('pek')
    expect(carrierNamed('ООО «Деловые линии»')?.code).toBe('dellin')
    expect(carrierNamed('CDEK')?.code).toBe('cdek')
    expect(carrierNamed('Байкал-Сервис')?.code).toBe('baikal')
    expect(carrierNamed('тк кит')?.code).toBe('kit')
    expect(carrierNamed('Почта России')).toBeNull()
    expect(carrierNamed('')).toBeNull()
  })

  it('puts the waybill into the carrier page, encoded', () => {
    expect(trackingUrl('СДЭК', '1234567890')).toBe(
      'https://www.cdek.ru/ru/tracking?order_id=1234567890',
    )
    expect(trackingUrl('ПЭК', 'СП 25/11')).toBe(
      'https://pecom.ru/services-are/order-status/?code=%D0%A1%D0%9F%2025%2F11',
    )
    expect(trackingUrl('Деловые Линии', '400267443')).toBe(
      'https://www.dellin.ru/tracker/orders/400267443/',
    )
    expect(trackingUrl('Деловые Линии', '  ')).toBeNull()
    expect(trackingUrl('Почта России', '123')).toBeNull()
  })

  it('a carrier whose page takes no number in its address gets its tracking form', () => {
    expect(trackingUrl('Байкал Сервис', 'БС-123')).toBe('https://www.baikalsr.ru/tools/tracking/')
    expect(trackingUrl('КИТ', '77-1')).toBe('https://tk-kit.com/')
  })
})
