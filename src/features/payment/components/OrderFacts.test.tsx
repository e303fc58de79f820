import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../../api/orders.ts'
import { OrderFacts } from './OrderFacts.tsx'

const order = {
  number: '100123',
  status: 'new',
  created_at: 1763700000,
  cost: 9_619_600,
  delivery_cost: 0,
  items: [
    {
      product_uuid: '00000000-0000-4000-8000-000000000001',
      full_title: 'Турбокомпрессор КАМАЗ',
      article: '7405.1118010',
      link: '/parts/turbo',
      quantity: 2,
      price: 4_295_000,
      warranty_price: 429_600,
      total: 9_019_600,
    },
  ],
  counterparty: null,
  recipient: null,
  delivery: { type: 'pickup', branch: 'msk' },
  payment_method: 'invoice',
  comment: null,
  allows: { pay: false, cancel: true },
} as unknown as Order

describe('OrderFacts', () => {
  it('labels every fact, the date included, and says where the order is picked up', () => {
    render(<OrderFacts order={order} />)
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Заказ', 'Дата', 'Сумма', 'Статус', 'Получение'])
    expect(screen.getByText(/^Самовывоз, Москва: 115088, Москва, 2-й Южнопортовый/)).toBeDefined()
  })

  it('lists what was ordered: title, article, quantity and price, warranty, line total', () => {
    render(<OrderFacts order={order} />)
    const list = screen.getByRole('region', { name: 'Состав заказа' })
    const line = within(list).getByRole('listitem')
    expect(line.textContent).toContain('Турбокомпрессор КАМАЗ')
    expect(line.textContent).toContain('Артикул 7405.1118010')
    expect(line.textContent).toContain('2 × 42\u00a0950,00\u00a0₽')
    expect(line.textContent).toContain('с гарантией, +4\u00a0296,00\u00a0₽')
    expect(line.textContent).toContain('90\u00a0196,00\u00a0₽')
  })

  it('a transport-company order names the company and the address', () => {
    render(
      <OrderFacts
        order={{
          ...order,
          delivery: {
            type: 'transport_company',
            transport_company: 'Деловые Линии',
            city: 'Тверь',
            address: 'ул. Ленина, 1',
          },
        }}
      />,
    )
    expect(
      screen.getByText('Транспортная компания «Деловые Линии»: Тверь, ул. Ленина, 1'),
    ).toBeDefined()
  })
})
