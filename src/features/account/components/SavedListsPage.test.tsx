import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderList, OrderListInput, OrderListList } from '../../../api/order-lists.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { type SavedListCalls, SavedListsPage } from './SavedListsPage.tsx'

const list: OrderList = {
  uuid: 'l-1',
  name: 'ТО КАМАЗ',
  rows: [
    { article: '740.1012040-10', brand: 'КАМАЗ', quantity: 2, product_uuid: null },
    { article: 'А003', brand: null, quantity: 1, product_uuid: null },
  ],
  author: 'Петров',
  created_at: 1763700000,
  updated_at: 1763700000,
  allows: { edit: true, delete: true },
}
const summary = (item: OrderList): OrderListList['items'][number] => ({
  uuid: item.uuid,
  name: item.name,
  rows_count: item.rows.length,
  author: item.author,
  updated_at: item.updated_at,
  allows: item.allows,
})
const editor = { ...testUser, permissions: ['list.show', 'list.edit'] }
const reader = { ...testUser, permissions: ['list.show'] }

function fakeCalls(allows: OrderList['allows'] = list.allows) {
  let current = { ...list, allows }
  const saved: OrderListInput[] = []
  const calls: SavedListCalls = {
    list: vi.fn(async () => ({ items: [summary(current)], allows: { create: true } })),
    remove: vi.fn(async () => ({})),
    load: vi.fn(async () => current) as unknown as SavedListCalls['load'],
    save: vi.fn(async (_uuid: string, body: OrderListInput) => {
      saved.push(body)
      current = { ...current, ...body, updated_at: current.updated_at + 60 }
      return current
    }) as unknown as SavedListCalls['save'],
  }
  return { calls, saved }
}

afterEach(() => {
  toastQueue.clear()
})

describe('SavedListsPage: editing a list', () => {
  it('renames the list, changes a quantity and removes a row from the keyboard, saved in one call', async () => {
    const { calls, saved } = fakeCalls()
    const keyboard = userEvent.setup()
    renderInShop(<SavedListsPage calls={calls} />, { user: editor })
    // The table is a grid: its buttons are reached with the arrow keys, as the others are.
    await keyboard.click(await screen.findByRole('button', { name: 'Изменить список «ТО КАМАЗ»' }))
    const form = await screen.findByRole('region', { name: 'Изменение списка «ТО КАМАЗ»' })
    const name = await within(form).findByRole('textbox', { name: 'Название списка' })
    await keyboard.clear(name)
    await keyboard.type(name, 'ТО КАМАЗ 65115')
    const quantity = within(form).getByRole('textbox', { name: 'Количество «740.1012040-10», шт.' })
    await keyboard.clear(quantity)
    await keyboard.type(quantity, '4')
    within(form).getByRole('button', { name: 'Убрать строку «А003»' }).focus()
    await keyboard.keyboard('{Enter}')
    expect(within(form).queryByRole('textbox', { name: /«А003»/ })).toBeNull()
    quantity.focus()
    await keyboard.keyboard('{Enter}')
    expect(
      await within(form).findByText('Изменения списка «ТО КАМАЗ 65115» сохранены'),
    ).toBeTruthy()
    expect(saved).toEqual([
      {
        name: 'ТО КАМАЗ 65115',
        rows: [{ article: '740.1012040-10', brand: 'КАМАЗ', quantity: 4, product_uuid: null }],
      },
    ])
    // The table shows the new name: the page reloaded it.
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(2))
    expect(
      await screen.findByRole('button', { name: 'Изменить список «ТО КАМАЗ 65115»' }),
    ).toBeTruthy()
  })

  it('says what is wrong in Russian and sends nothing: no name, a bad quantity, the last row', async () => {
    const { calls, saved } = fakeCalls()
    renderInShop(<SavedListsPage calls={calls} />, { user: editor })
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить список «ТО КАМАЗ»' }))
    const form = await screen.findByRole('region', { name: 'Изменение списка «ТО КАМАЗ»' })
    await userEvent.clear(await within(form).findByRole('textbox', { name: 'Название списка' }))
    const quantity = within(form).getByRole('textbox', { name: 'Количество «А003», шт.' })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '1,5')
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить изменения' }))
    expect(within(form).getByText('Введите название списка')).toBeTruthy()
    expect(within(form).getByText('Укажите целое число штук от 1 до 9 999')).toBeTruthy()
    expect(within(form).getByText('Исправьте отмеченные поля')).toBeTruthy()

    await userEvent.click(within(form).getByRole('button', { name: 'Убрать строку «А003»' }))
    await userEvent.click(
      within(form).getByRole('button', { name: 'Убрать строку «740.1012040-10»' }),
    )
    expect(
      within(form).getByText(
        'В списке должна остаться хотя бы одна строка — чтобы убрать всё, удалите список',
      ),
    ).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: /«740.1012040-10»/ })).toBeTruthy()
    expect(saved).toEqual([])
  })

  it('offers no editing without list.edit', async () => {
    const { calls } = fakeCalls({ edit: false, delete: false })
    renderInShop(<SavedListsPage calls={calls} />, { user: reader })
    expect(
      await screen.findByRole('button', { name: 'Открыть список «ТО КАМАЗ» по сегодняшним ценам' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Изменить список/ })).toBeNull()
  })
})
