import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listOrders, type OrderPage } from '../../../api/account-orders.ts'
import { ApiError } from '../../../api/errors.ts'
import { cancelOrder } from '../../../api/orders.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { OrdersPage } from './OrdersPage.tsx'

vi.mock('../../../api/account-orders.ts', () => ({ listOrders: vi.fn() }))
vi.mock('../../../api/orders.ts', () => ({
  cancelOrder: vi.fn(async () => ({})),
  createOrderPayment: vi.fn(),
}))

type Summary = OrderPage['items'][number]
const order = (overrides: Partial<Summary> = {}): Summary => ({
  number: '100124',
  status: 'wait_pay',
  created_at: 1763700000,
  cost: 2300000,
  items_count: 1,
  payment_method: 'card',
  truck: null,
  allows: { pay: true, cancel: true },
  ...overrides,
})
const page = (items: Summary[]): OrderPage => ({
  items,
  pagination: { page: 1, per_page: 24, total: items.length, last_page: 1 },
})
const user = { ...testUser, permissions: ['order.show'] }
const successToasts = () =>
  toastQueue.queue.visibleToasts.map((t) => t.content).filter((c) => c.kind === 'success')

afterEach(() => {
  toastQueue.clear()
  vi.clearAllMocks()
})

describe('OrdersPage', () => {
  it('cancelling asks first; confirming cancels, reloads the list and says so', async () => {
    vi.mocked(listOrders)
      .mockResolvedValueOnce(page([order()]))
      .mockResolvedValueOnce(
        page([order({ status: 'cancelled', allows: { pay: false, cancel: false } })]),
      )
    renderInShop(<OrdersPage status="all" />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ №100124' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить заказ?' })
    expect(dialog.textContent).toContain('№100124')
    expect(cancelOrder).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }))
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith('100124'))
    await waitFor(() => expect(listOrders).toHaveBeenCalledTimes(2))
    expect(await screen.findByText('Отменён')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Отменить заказ №100124' })).toBeNull()
    expect(successToasts()).toContainEqual({ kind: 'success', text: 'Заказ №100124 отменён' })
  })

  it('"Не отменять" closes the question and cancels nothing', async () => {
    vi.mocked(listOrders).mockResolvedValue(page([order()]))
    renderInShop(<OrdersPage status="all" />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ №100124' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Не отменять' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cancelOrder).not.toHaveBeenCalled()
    expect(listOrders).toHaveBeenCalledTimes(1)
  })

  it('says which truck each order was placed for', async () => {
    const truck = {
      name: 'Тягач №7',
      model: 'MAN TGS',
      year: 2015,
      vin: 'WMA06XZZ4FM123456',
      plate_number: 'А123ВС78',
    }
    vi.mocked(listOrders).mockResolvedValue(page([order({ truck }), order({ number: '100125' })]))
    renderInShop(<OrdersPage status="all" />, { user })
    expect(await screen.findByText('Тягач №7 — MAN TGS, 2015')).toBeTruthy()
  })

  it('an order that cannot be cancelled offers no cancel button', async () => {
    vi.mocked(listOrders).mockResolvedValue(
      page([order({ status: 'work', allows: { pay: false, cancel: false } })]),
    )
    renderInShop(<OrdersPage status="all" />, { user })
    expect(await screen.findByText('В работе')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Отменить заказ/ })).toBeNull()
  })

  it('a refused cancel leaves the list as it was, with no success message', async () => {
    vi.mocked(listOrders).mockResolvedValue(page([order()]))
    vi.mocked(cancelOrder).mockRejectedValueOnce(
      new ApiError(409, { message: 'Заказ уже нельзя отменить' }),
    )
    renderInShop(<OrdersPage status="all" />, { user })
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ №100124' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }))
    await waitFor(() => expect(cancelOrder).toHaveBeenCalled())
    expect(listOrders).toHaveBeenCalledTimes(1)
    expect(successToasts()).toEqual([])
    expect(screen.getByRole('button', { name: 'Отменить заказ №100124' })).toBeTruthy()
  })
})
