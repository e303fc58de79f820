import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import type { Truck, TruckInput, TruckList } from '../../../api/trucks.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { type TruckPageCalls, TrucksPage } from './TrucksPage.tsx'

const makes: TruckList['makes'] = [
  {
    uuid: 'm-kamaz',
    title: 'КАМАЗ',
    slug: 'kamaz',
    models: [{ uuid: 'k-5490', title: 'КАМАЗ 5490', years: '2013–2024' }],
  },
  { uuid: 'm-volvo', title: 'Volvo', slug: 'volvo', models: [] },
]
const tractor: Truck = {
  uuid: 't-1',
  name: 'Тягач №7',
  mark_uuid: 'm-kamaz',
  mark_title: 'КАМАЗ',
  model_uuid: 'k-5490',
  model_title: 'КАМАЗ 5490',
  year: 2019,
  vin: 'XTC549005K1000001',
  chassis_number: null,
  plate_number: 'А123ВС116',
  mileage_km: 184000,
  created_at: 1763700000,
  updated_at: 1763700000,
  allows: { edit: true, delete: true },
}
const editor = { ...testUser, permissions: ['truck.show', 'truck.edit'] }
const reader = { ...testUser, permissions: ['truck.show'] }

function fakeCalls(options: { createFails?: ApiError; allows?: Truck['allows'] } = {}) {
  let items = [{ ...tractor, allows: options.allows ?? tractor.allows }]
  const created: TruckInput[] = []
  const calls: TruckPageCalls = {
    list: vi.fn(async () => ({
      items,
      makes,
      allows: { create: options.allows?.edit ?? true },
    })),
    remove: vi.fn(async (uuid: string) => {
      items = items.filter((t) => t.uuid !== uuid)
      return { success: true }
    }),
    decode: vi.fn(async (vin: string) => {
      if (!vin.startsWith('ХТС')) {
        throw new ApiError(422, {
          message: 'В VIN 17 знаков',
          errors: { vin: ['В VIN 17 знаков, а введено 16 знаков'] },
        })
      }
      return {
        vin: 'XTC652005L1123456',
        maker: 'КАМАЗ',
        plant: 'КАМАЗ, Россия (Набережные Челны)',
        year: 2020,
        mark: { uuid: 'm-kamaz', title: 'КАМАЗ', slug: 'kamaz' },
        catalogue: null,
      }
    }),
    create: vi.fn(async (body: TruckInput) => {
      created.push(body)
      if (options.createFails) throw options.createFails
      const truck = { ...tractor, ...body, uuid: 't-2', mark_title: 'КАМАЗ', model_title: null }
      items = [...items, truck]
      return truck
    }),
    update: vi.fn(async () => tractor),
  }
  return { calls, created }
}

afterEach(() => {
  toastQueue.clear()
})

describe('TrucksPage «Мои грузовики»', () => {
  it('lists the fleet; a VIN in the Russian layout fills the make and year, and the truck is added', async () => {
    const { calls, created } = fakeCalls()
    const user = userEvent.setup()
    renderInShop(<TrucksPage calls={calls} />, { user: editor })
    const table = await screen.findByRole('grid', { name: 'Мои грузовики' })
    expect(within(table).getByText('Тягач №7')).toBeTruthy()
    expect(within(table).getByText('184 000')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Добавить грузовик' }))
    const dialog = await screen.findByRole('dialog', { name: 'Новый грузовик' })
    // A VIN is mostly pasted from the registration papers.
    await user.click(within(dialog).getByRole('textbox', { name: 'VIN' }))
    await user.paste('ХТС652005L1123456')
    await waitFor(() => expect(within(dialog).getByText(/По VIN: КАМАЗ, 2020 год/)).toBeTruthy())
    expect(within(dialog).getByRole('textbox', { name: 'Год выпуска' })).toHaveProperty(
      'value',
      '2020',
    )
    expect(within(dialog).getByRole('button', { name: /Марка/ }).textContent).toContain('КАМАЗ')
    expect(calls.decode).toHaveBeenCalledTimes(1)

    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Тягач №8')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(created).toEqual([
      {
        name: 'Тягач №8',
        mark_uuid: 'm-kamaz',
        model_uuid: null,
        year: 2020,
        vin: 'ХТС652005L1123456',
        chassis_number: null,
        plate_number: null,
        mileage_km: null,
      },
    ])
    expect(await screen.findByText('Тягач №8')).toBeTruthy()
  })

  it('shows a refused VIN and the server’s messages under their fields, keeping what was typed', async () => {
    const taken = new ApiError(409, {
      message: 'Грузовик с этим VIN уже есть в парке: «Тягач №7»',
      errors: { vin: ['Грузовик с этим VIN уже есть в парке: «Тягач №7»'] },
    })
    const { calls } = fakeCalls({ createFails: taken })
    const user = userEvent.setup()
    renderInShop(<TrucksPage calls={calls} />, { user: editor })
    await user.click(await screen.findByRole('button', { name: 'Добавить грузовик' }))
    const dialog = await screen.findByRole('dialog', { name: 'Новый грузовик' })
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(within(dialog).getAllByText('Заполните поле')).toHaveLength(2)
    expect(calls.create).not.toHaveBeenCalled()

    const vin = within(dialog).getByRole('textbox', { name: 'VIN' })
    await user.click(vin)
    await user.paste('XTC652005L1123456')
    expect(await within(dialog).findByText('В VIN 17 знаков, а введено 16 знаков')).toBeTruthy()
    await user.clear(vin)
    await user.paste('ХТС652005L1123456')
    await within(dialog).findByText(/По VIN: КАМАЗ/)
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Другой')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(
      await within(dialog).findByText('Грузовик с этим VIN уже есть в парке: «Тягач №7»'),
    ).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveProperty(
      'value',
      'Другой',
    )
  })

  it('deletes a truck after a confirmation', async () => {
    const { calls } = fakeCalls()
    const user = userEvent.setup()
    renderInShop(<TrucksPage calls={calls} />, { user: editor })
    await user.click(await screen.findByRole('button', { name: 'Удалить грузовик «Тягач №7»' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('Удалить грузовик «Тягач №7» из парка?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    expect(calls.remove).toHaveBeenCalledWith('t-1')
    expect(await screen.findByText(/В парке пока нет грузовиков/)).toBeTruthy()
  })

  it('a colleague with truck.show only sees the fleet without actions', async () => {
    const { calls } = fakeCalls({ allows: { edit: false, delete: false } })
    renderInShop(<TrucksPage calls={calls} />, { user: reader })
    expect(await screen.findByText('Тягач №7')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Добавить грузовик' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Изменить грузовик/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Удалить грузовик/ })).toBeNull()
  })
})
