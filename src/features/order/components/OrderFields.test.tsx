import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Truck } from '../../../api/trucks.ts'
import { emptyOrderForm } from '../order-form.ts'
import type { OrderOptions } from '../use-order-options.ts'
import { OrderFields } from './OrderFields.tsx'

const truck: Truck = {
  uuid: '5b0c6f1e-8d2a-4c3b-9e7f-1a2b3c4d5e6f',
  name: 'Тягач №7',
  mark_uuid: null,
  mark_title: 'MAN',
  model_uuid: null,
  model_title: 'MAN TGS',
  year: 2015,
  vin: null,
  chassis_number: null,
  plate_number: null,
  mileage_km: null,
  created_at: 1763700000,
  updated_at: 1763700000,
  allows: { edit: true, delete: true },
}
const options = (trucks: Truck[]): OrderOptions => ({
  counterparties: [],
  recipients: [],
  addresses: [],
  trucks,
})

describe('OrderFields: the truck an order is for', () => {
  it('offers the account’s trucks, none chosen at first; choosing one sets it', async () => {
    const set = vi.fn()
    render(
      <OrderFields
        form={emptyOrderForm}
        errors={{}}
        options={options([truck])}
        set={set}
        onBuyerAdded={null}
      />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Для какого грузовика' })
    expect(screen.getByRole('radio', { name: 'Не указывать' })).toHaveProperty('checked', true)
    await userEvent.click(screen.getByRole('radio', { name: 'Тягач №7 — MAN TGS, 2015' }))
    expect(set).toHaveBeenCalledWith('truck', truck.uuid)
    expect(group).toBeTruthy()
  })

  it('asks nothing of a buyer without trucks, and shows the server’s refusal under the choice', () => {
    const { rerender } = render(
      <OrderFields
        form={emptyOrderForm}
        errors={{}}
        options={options([])}
        set={vi.fn()}
        onBuyerAdded={null}
      />,
    )
    expect(screen.queryByRole('radiogroup', { name: 'Для какого грузовика' })).toBeNull()
    rerender(
      <OrderFields
        form={{ ...emptyOrderForm, truck: truck.uuid }}
        errors={{ truck_uuid: 'Грузовик не найден в «Мои грузовики»' }}
        options={options([truck])}
        set={vi.fn()}
        onBuyerAdded={null}
      />,
    )
    expect(screen.getByText('Грузовик не найден в «Мои грузовики»')).toBeTruthy()
  })
})
