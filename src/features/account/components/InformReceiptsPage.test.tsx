import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  deleteInformReceipt,
  type InformReceipt,
  listInformReceipts,
  updateInformReceiptChannel,
} from '../../../api/inform-receipts.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { InformReceiptsPage } from './InformReceiptsPage.tsx'

vi.mock('../../../api/inform-receipts.ts', () => ({
  listInformReceipts: vi.fn(),
  deleteInformReceipt: vi.fn(async () => ({})),
  updateInformReceiptChannel: vi.fn(async () => ({})),
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
  channel: 'sms',
  notified_at: null,
}
const user = { ...testUser, permissions: ['informReceipt.show', 'informReceipt.delete'] }
const editor = { ...testUser, permissions: [...user.permissions, 'informReceipt.edit'] }

afterEach(() => {
  toastQueue.clear()
  vi.clearAllMocks()
})

describe('InformReceiptsPage', () => {
  it('lists the subscriptions; unsubscribing removes one, says so and reloads', async () => {
    vi.mocked(listInformReceipts)
      .mockResolvedValueOnce({ items: [receipt], email_available: false })
      .mockResolvedValueOnce({ items: [], email_available: false })
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
      email_available: false,
    })
    renderInShop(<InformReceiptsPage />, { user })
    await screen.findByRole('link', { name: 'Фильтр масляный MAN' })
    expect(screen.queryByRole('button', { name: /Отписаться/ })).toBeNull()
  })

  it('shows when the last notice went out, as «Уведомлено 28.11» in Moscow time', async () => {
    vi.mocked(listInformReceipts).mockResolvedValueOnce({
      items: [
        // 28.11.2026 21:30 UTC is already 29.11 in Moscow.
        { ...receipt, notified_at: Date.UTC(2026, 10, 28, 21, 30) / 1000 },
        { ...receipt, uuid: 'r-2', product: { ...receipt.product, full_title: 'Поршень' } },
      ],
      email_available: false,
    })
    renderInShop(<InformReceiptsPage />, { user })
    expect(await screen.findByText('Уведомлено 29.11')).toBeTruthy()
    expect(screen.getAllByText('Уведомлено 29.11')).toHaveLength(1)
  })

  it('offers e-mail only with one in the profile, and saves the choice', async () => {
    const editable = { ...receipt, allows: { edit: true, delete: true } }
    vi.mocked(listInformReceipts).mockResolvedValueOnce({
      items: [editable],
      email_available: false,
    })
    const { unmount } = renderInShop(<InformReceiptsPage />, { user: editor })
    const noEmail = await screen.findByRole('radio', { name: /E-mail/ })
    expect((noEmail as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('Укажите e-mail в профиле')).toBeTruthy()
    unmount()

    vi.mocked(listInformReceipts)
      .mockResolvedValueOnce({ items: [editable], email_available: true })
      .mockResolvedValueOnce({ items: [{ ...editable, channel: 'email' }], email_available: true })
    renderInShop(<InformReceiptsPage />, { user: editor })
    const email = await screen.findByRole('radio', { name: 'E-mail' })
    expect((screen.getByRole('radio', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(email)
    await waitFor(() => expect(updateInformReceiptChannel).toHaveBeenCalledWith('r-1', 'email'))
    await waitFor(() => expect(listInformReceipts).toHaveBeenCalledTimes(3))
    expect((screen.getByRole('radio', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true)
  })
})
