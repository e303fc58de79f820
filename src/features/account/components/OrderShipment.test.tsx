import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../../api/orders.ts'
import { OrderLineTracking } from './OrderLineTracking.tsx'
import { OrderShipment } from './OrderShipment.tsx'

const line: Order['items'][number] = {
  product_uuid: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  full_title: 'Поршень MAN TGA D2066',
  article: '51025117115',
  link: '/parts/porshen',
  quantity: 3,
  price: 1150000,
  warranty_price: 0,
  total: 3450000,
  state: 'partly_shipped',
  confirmed_quantity: 2,
  shipped_quantity: 1,
  cancel_reason: 'нет у поставщика',
  replaced_by: null,
  warehouse: 'Склад Шушары',
  expected_on: '2026-12-03',
}

describe('an order after it was placed', () => {
  it('a line says its state, the pieces confirmed and shipped, the rest’s date, the warehouse and the reason', () => {
    const { container } = render(<OrderLineTracking item={line} />)
    expect(container.textContent).toBe(
      'Отгружена частично · подтверждено 2 из 3 · отгружено 1 · ожидается 3 декабря 2026 · склад: Склад Шушары · причина: нет у поставщика',
    )
  })

  it('a replaced line names what took its place', () => {
    const { container } = render(
      <OrderLineTracking
        item={{
          ...line,
          state: 'replaced',
          confirmed_quantity: 0,
          shipped_quantity: 0,
          cancel_reason: null,
          warehouse: null,
          expected_on: null,
          replaced_by: { article: 'AN-77', full_title: 'Поршень аналог', quantity: 3 },
        }}
      />,
    )
    expect(container.textContent).toBe(
      'Заменена · подтверждено 0 из 3 · вместо неё: Поршень аналог (арт. AN-77), 3 шт.',
    )
  })

  it('the waybill links to its carrier; without a known carrier it is plain text', () => {
    const shipment: Order['shipment'] = {
      documents: [{ kind: 'УПД', number: 'УТ-000154', date: '2026-11-27' }],
      carrier: 'ПЭК',
      waybill: 'СП-4451',
      tracking_url: 'https://pecom.ru/services-are/order-status/?code=%D0%A1%D0%9F-4451',
    }
    const { unmount } = render(<OrderShipment shipment={shipment} />)
    expect(screen.getByRole('region', { name: 'Отгрузка' }).textContent).toContain(
      'УПД № УТ-000154 от 27 ноября 2026',
    )
    expect(screen.getByRole('link', { name: 'СП-4451 — отследить' }).getAttribute('href')).toBe(
      shipment.tracking_url,
    )
    unmount()
    render(<OrderShipment shipment={{ ...shipment, carrier: 'Почта', tracking_url: null }} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('СП-4451').tagName).toBe('DD')
  })

  it('an order 1C has not shipped shows no shipment', () => {
    const { container } = render(
      <OrderShipment
        shipment={{ documents: [], carrier: null, waybill: null, tracking_url: null }}
      />,
    )
    expect(container.textContent).toBe('')
  })
})
