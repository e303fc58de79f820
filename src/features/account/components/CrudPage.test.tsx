import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { type CrudConfig, CrudPage, type Listed } from './CrudPage.tsx'

interface Row extends Listed {
  city: string
}

function config(overrides: Partial<CrudConfig<Row, { city: string }>> = {}) {
  return {
    title: 'Адреса доставки',
    permission: 'address',
    emptyText: 'Сохранённых адресов пока нет.',
    load: vi.fn(async () => ({
      items: [
        { uuid: 'a1', city: 'Москва', allows: { edit: true, delete: false } },
        { uuid: 'a2', city: 'Омск', allows: { edit: false, delete: true } },
      ],
      allows: { create: true },
    })),
    columns: [{ id: 'city', title: 'Город', render: (r: Row) => r.city }],
    fields: [{ name: 'city', label: 'Город', required: true }],
    toValues: (r: Row | null) => ({ city: r?.city ?? '' }),
    toInput: (v: Record<string, string>) => ({ city: v.city ?? '' }),
    create: vi.fn(async () => ({})),
    update: vi.fn(async () => ({})),
    remove: vi.fn(async () => ({})),
    nameOf: (r: Row) => r.city,
    ...overrides,
  } satisfies CrudConfig<Row, { city: string }>
}

const user = { ...testUser, permissions: ['address.show', 'address.edit', 'address.delete'] }

describe('account list page', () => {
  it('offers edit and delete per item as its allows map says', async () => {
    renderInShop(<CrudPage config={config()} />, { user })
    expect(await screen.findByRole('button', { name: 'Изменить: Москва' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Удалить: Москва' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Удалить: Омск' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Изменить: Омск' })).toBeNull()
  })

  it('shows the empty state when the server lists nothing', async () => {
    const load = vi.fn(async () => ({ items: [], allows: { create: false } }))
    renderInShop(<CrudPage config={config({ load })} />, { user })
    expect(await screen.findByText('Сохранённых адресов пока нет.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull()
  })

  it('a 403 from the server shows the 403 page', async () => {
    const load = vi.fn(async () => Promise.reject(new ApiError(403, {})))
    renderInShop(<CrudPage config={config({ load })} />, { user })
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy()
  })

  it('a 422 puts the message under the field and keeps the typed value', async () => {
    const create = vi.fn(async () =>
      Promise.reject(new ApiError(422, { errors: { city: ['Город не найден'] } })),
    )
    renderInShop(<CrudPage config={config({ create })} />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }))
    const field = await screen.findByRole('textbox', { name: 'Город' })
    await userEvent.type(field, 'Нигде')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Город не найден')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Город' }) as HTMLInputElement).value).toBe('Нигде')
    expect(create).toHaveBeenCalledWith({ city: 'Нигде' })
  })

  it('a blank required field is reported and nothing is sent', async () => {
    const cfg = config()
    renderInShop(<CrudPage config={cfg} />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Заполните поле')).toBeTruthy()
    expect(cfg.create).not.toHaveBeenCalled()
  })

  it('deleting asks first, then removes and reloads the list', async () => {
    const cfg = config()
    renderInShop(<CrudPage config={cfg} />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Омск' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm.textContent).toContain('«Омск»')
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(cfg.remove).toHaveBeenCalledWith('a2'))
    await waitFor(() => expect(cfg.load).toHaveBeenCalledTimes(2))
  })
})
