import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderHistory } from './OrderHistory.tsx'

describe('OrderHistory', () => {
  it('lists the changes oldest first with Russian dates in Moscow time', () => {
    render(
      <OrderHistory
        history={[
          {
            status: 'wait_pay',
            from_status: null,
            changed_at: Date.UTC(2026, 10, 21, 9, 0) / 1000,
          },
          {
            status: 'paid',
            from_status: 'wait_pay',
            changed_at: Date.UTC(2026, 10, 21, 9, 5) / 1000,
          },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'История статусов' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '21 ноября 2026, 12:00Заказ оформлен: Ожидает оплаты',
      '21 ноября 2026, 12:05Оплачен',
    ])
  })
})
