import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Truck, TruckList } from '../../../api/trucks.ts'
import { chooseTruck } from '../../../lib/chosen-truck/choose-truck.ts'
import { parseChosenTruck } from '../../../lib/chosen-truck/chosen-truck.ts'
import { resetChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import { readCookie } from '../../../lib/cookies.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import type { TruckPickerCalls } from '../use-truck-picker.ts'
import { TruckPicker } from './TruckPicker.tsx'

const makes: TruckList['makes'] = [
  {
    uuid: '11111111-1111-4111-8111-111111111111',
    title: 'Volvo',
    slug: 'volvo',
    models: [{ uuid: '22222222-2222-4222-8222-222222222222', title: 'FH', years: '2012–2024' }],
  },
]
const tractor = {
  uuid: '33333333-3333-4333-8333-333333333333',
  name: 'Тягач №7',
  model_uuid: '22222222-2222-4222-8222-222222222222',
  year: 2016,
} as Truck

const calls = (fleet: Truck[] = []): TruckPickerCalls => ({
  makes: vi.fn(async () => makes),
  fleet: vi.fn(async () => fleet),
})

afterEach(() => {
  chooseTruck(null)
  resetChosenTruck()
})

describe('the header truck picker', () => {
  it('a logged-in buyer picks a truck of the fleet; the header names it and the cookie keeps it', async () => {
    const user = userEvent.setup()
    const fake = calls([tractor])
    renderInShop(<TruckPicker calls={fake} />, {
      user: { ...testUser, permissions: ['truck.show'] },
    })
    await user.click(await screen.findByRole('button', { name: 'Выбрать грузовик' }))
    await user.click(await screen.findByRole('button', { name: 'Тягач №7 — Volvo FH 2016' }))
    await screen.findByRole('button', { name: 'Мой грузовик: Volvo FH 2016. Изменить' })
    expect(parseChosenTruck(readCookie('truck'))).toMatchObject({
      modelId: tractor.model_uuid,
      year: 2016,
      truckId: tractor.uuid,
    })
  })

  it('a visitor chooses make, model and year with the keyboard, and can clear it', async () => {
    const user = userEvent.setup()
    const fake = calls()
    renderInShop(<TruckPicker calls={fake} />)
    await screen.findByRole('button', { name: 'Выбрать грузовик' })
    await user.tab()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('button', { name: /Марка/ }))
    await user.click(await screen.findByRole('option', { name: 'Volvo' }))
    await user.click(screen.getByRole('button', { name: /Модель/ }))
    await user.click(await screen.findByRole('option', { name: 'FH (2012–2024)' }))
    await user.click(screen.getByRole('button', { name: /Год выпуска/ }))
    await user.click(await screen.findByRole('option', { name: '2016' }))
    await user.click(screen.getByRole('button', { name: 'Выбрать' }))
    const chosen = await screen.findByRole('button', { name: /Мой грузовик: Volvo FH 2016/ })
    expect(fake.fleet).not.toHaveBeenCalled()
    await user.click(chosen)
    await user.click(await screen.findByRole('button', { name: /Сбросить грузовик/ }))
    await screen.findByRole('button', { name: 'Выбрать грузовик' })
    expect(readCookie('truck')).toBeNull()
  })
})
