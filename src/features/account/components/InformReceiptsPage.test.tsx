import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  deleteInformReceipt,
  type InformReceipt,
  listInformReceipts,
} from '../../../api/inform-receipts.ts'
import { renderInShop, testUser } from '../../../components/testing/render-in-shop.tsx'
import { InformReceiptsPage } from './InformReceiptsPage.tsx'

vi.mock('../../../api/inform-receipts.ts', () => ({
  listInformReceipts: vi.fn(),
  deleteInformReceipt: vi.fn(async () => ({})),
}))

const receipt: InformReceipt = {
  uuid: 'r-1',
  created_at: 1763700000,
  product: {
    uuid: 'p-1',
    full_title: 'Фильтр масляный MAN',
    article: '51.05501-0015',
    link: '/parts/filtr',
    total_stock: 0,
  },
  allows: { edit: false, delete: true },
}
const user = { ...testUser, permissions: ['informReceipt.show', 'informReceipt.delete'] }

afterEach(() => {
  toastQueue.clear()
  vi.clearAllMocks()
})

describe('InformReceiptsPage', () => {
  it('lists the subscriptions; unsubscribing removes one, says so and reloads', async () => {
    vi.mocked(listInformReceipts)
      .mockResolvedValueOnce({ items: [receipt] })
      .mockResolvedValueOnce({ items: [] })
    renderInShop(<InformReceiptsPage />, { user })
    expect(await screen.findByRole('heading', { name: 'Сообщить о поступлении' })).toBeTruthy()
    expect(
      (await screen.findByRole('link', { name: 'Фильтр масляный MAN' })).getAttribute('href'),
    ).toBe('/parts/filtr')

    await userEvent.click(screen.getByRole('button', { name: 'Отписаться: Фильтр масляный MAN' }))
    await waitFor(() => expect(deleteInformReceipt).toHaveBeenCalledWith('r-1'))
    expect(await screen.findByText('Подписок на поступление нет.')).toBeTruthy()
    expect(listInformReceipts).toHaveBeenCalledTimes(2)
    expect(toastQueue.queue.visibleToasts.map((t) => t.content)).toContainEqual({
      kind: 'success',
      text: 'Подписка отменена',
    })
  })

  it('offers no unsubscribe button for an item the user may not delete', async () => {
    vi.mocked(listInformReceipts).mockResolvedValueOnce({
      items: [{ ...receipt, allows: { edit: false, delete: false } }],
    })
    renderInShop(<InformReceiptsPage />, { user })
    await screen.findByRole('link', { name: 'Фильтр масляный MAN' })
    expect(screen.queryByRole('button', { name: /Отписаться/ })).toBeNull()
  })
})
