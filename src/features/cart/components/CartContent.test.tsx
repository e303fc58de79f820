import type { CartLine } from '@gruzovik/machines'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { CartContent } from './CartContent.tsx'
import * as styles from './cart.css.ts'

function line(overrides: Partial<CartLine> & { title: string; stock?: number }): CartLine {
  const { title, stock = 3, ...rest } = overrides
  return {
    product_uuid: title,
    quantity: 1,
    warranty_uuid: null,
    ...rest,
    product: {
      uuid: title,
      link: `/parts/${title}`,
      full_title: title,
      title,
      slug: 'slug',
      article: `ART-${title}`,
      images: [],
      image: null,
      extension_number: null,
      total_stock: stock,
      is_not_new: false,
      price: { base_price: 150000, price: 120000, discount: true },
      warranties: [{ uuid: 'w1', title: 'Полгода', price_type: 'fix', fix: 50000, percent: 0 }],
      ...rest.product,
    } as CartLine['product'],
  }
}

function setup(lines: CartLine[]) {
  const view = renderInShop(<CartContent onClose={() => {}} />, { cartLines: lines })
  return { ...view, actors: view.session }
}

describe('CartContent', () => {
  it('shows the table header, the struck-through old price, the total and the discount', async () => {
    setup([line({ title: 'Фильтр', quantity: 2 })])
    const table = await screen.findByRole('table', { name: 'Товары в корзине' })
    for (const name of ['Наименование', 'Артикул', 'Цена', 'Количество', 'Стоимость']) {
      expect(within(table).getByRole('columnheader', { name })).toBeDefined()
    }
    expect(table.querySelector('del')?.textContent).toContain('1\u00a0500')
    const totals = screen.getAllByRole('definition').map((d) => d.textContent)
    // Σ (base − price) × qty = 300 × 2; Итого = 1 200 × 2, with two decimals.
    expect(totals).toEqual(['600,00\u00a0₽', '2\u00a0400,00\u00a0₽'])
  })

  it('shows each line’s photo, else the drawing of its type, beside its name', async () => {
    setup([
      line({
        title: 'Фильтр',
        product: { illustration: '/illustrations/filter.svg?v=1' } as never,
      }),
      line({
        title: 'Стартер',
        product: { image: { sizes: { thumbnail: '/1c_images/s.png' } } } as never,
      }),
    ])
    const table = await screen.findByRole('table', { name: 'Товары в корзине' })
    const pictures = [...table.querySelectorAll('tbody img')]
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/illustrations/filter.svg?v=1',
      '/1c_images/s.png',
    ])
    // Decorative: the part's name is the link beside it.
    expect(pictures.every((img) => img.getAttribute('alt') === '')).toBe(true)
  })

  it('a base price counted without a discount flag is the price the line shows, so the lines add up to Итого', async () => {
    setup([
      line({
        title: 'Лампа',
        quantity: 2,
        product: { price: { base_price: 150000, price: 120000, discount: false } } as never,
      }),
    ])
    const table = await screen.findByRole('table', { name: 'Товары в корзине' })
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells[2]).toBe('1\u00a0500,00\u00a0₽')
    expect(cells[4]).toBe('3\u00a0000,00\u00a0₽')
    expect(table.querySelector('del')).toBeNull()
    const totals = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(totals).toEqual(['3\u00a0000,00\u00a0₽'])
  })

  it('every price in the table has kopecks, and a warranty shows as the same «+» sum as its choice', async () => {
    setup([line({ title: 'Фильтр', quantity: 2, warranty_uuid: 'w1' })])
    const table = await screen.findByRole('table', { name: 'Товары в корзине' })
    const prices = table.textContent?.match(/[\d\u00a0]+(,\d\d)?\u00a0₽/g) ?? []
    expect(prices.length).toBeGreaterThan(2)
    for (const price of prices) expect(price).toMatch(/,\d\d\u00a0₽$/)
    expect(table.textContent).toContain('гарантия +1\u00a0000,00\u00a0₽')
    expect(table.textContent).not.toContain('с гарантией')
  })

  it('the ✕ of every row stands in its own last column, and articles do not wrap', async () => {
    setup([
      line({ title: 'Фильтр' }),
      line({ title: 'Лампа', product: { warranties: [] } as never }),
    ])
    const table = await screen.findByRole('table', { name: 'Товары в корзине' })
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell')
      expect(
        within(cells.at(-1) as HTMLElement)
          .getByRole('button')
          .getAttribute('aria-label'),
      ).toMatch(/^Удалить из корзины/)
      expect(within(cells[1] as HTMLElement).getByText(/^ART-/).className).toBe(styles.article)
    }
  })

  it('an empty cart says so', async () => {
    setup([])
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeDefined()
  })

  it('a line with quantity 0 says it is sold out', async () => {
    setup([line({ title: 'Стартер', quantity: 0 })])
    expect(await screen.findByText('Товар закончился!')).toBeDefined()
  })

  it('plus is disabled at the stock limit', async () => {
    setup([line({ title: 'Фильтр', quantity: 3, stock: 3 })])
    const plus = await screen.findByRole('button', { name: 'Увеличить количество: Фильтр' })
    expect(plus.hasAttribute('disabled')).toBe(true)
  })

  it('minus at quantity 1 asks to remove, and cancel keeps the line', async () => {
    const { cartActor } = setup([line({ title: 'Фильтр' })])
    await userEvent.click(
      await screen.findByRole('button', { name: 'Уменьшить количество: Фильтр' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить товар?' })
    expect(dialog.textContent).toContain('«Фильтр» будет удалён из корзины.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cartActor.getSnapshot().matches({ request: 'idle' })).toBe(true)
  })

  it('quick order and Pay go through the checkout machine, which asks a visitor to log in', async () => {
    const { actors } = setup([line({ title: 'Фильтр' })])
    await userEvent.click(await screen.findByRole('button', { name: 'Быстрый заказ' }))
    expect(actors.checkout.getSnapshot().matches('awaitingLogin')).toBe(true)
    await waitFor(() => expect(actors.login.current?.getSnapshot().context.intent).toBe('quick'))
  })

  it('a quick order refused for short stock shows the server’s cart, what changed per line, and a second press orders it', async () => {
    const before = [line({ title: 'Фильтр', quantity: 4, stock: 4 }), line({ title: 'Лампа' })]
    const after = [line({ title: 'Фильтр', quantity: 2, stock: 2 }), line({ title: 'Лампа' })]
    let reads = 0
    const createFastOrder = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, {
          message: 'Товара не хватает на складе, заказ не оформлен.',
          errors: { cart: ['«Фильтр» (арт. ART-Фильтр): в наличии только 2 шт.'] },
        }),
      )
      .mockResolvedValueOnce({ number: '100002', cost: 100, created_at: 1 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderInShop(<CartContent onClose={() => {}} />, {
      user: testUser,
      loadCart: async () => ({ uuid: 'c', cart_products: reads++ === 0 ? before : after }),
      calls: { createFastOrder },
    })
    const quantity = () => screen.getByRole('status', { name: 'Количество: Фильтр' }).textContent
    await waitFor(() => expect(quantity()).toBe('4'))
    await userEvent.click(screen.getByRole('button', { name: 'Быстрый заказ' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() =>
      expect(within(alert).getByRole('list', { name: 'Что изменилось в корзине' })).toBeDefined(),
    )
    expect(alert.textContent).toContain('Товара не хватает на складе, заказ не оформлен.')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['«Фильтр»: Осталось 2 шт., количество уменьшено'])
    expect(quantity()).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Быстрый заказ' }))
    await waitFor(() => expect(createFastOrder).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''))
  })

  it('a cart change lost to the network says to check the connection; the buttons work again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { cartActor: cart } = renderInShop(<CartContent onClose={() => {}} />, {
      cartLines: [line({ title: 'Фильтр', quantity: 1 })],
      user: testUser,
      updateItem: () =>
        Promise.reject(new ApiError(0, null, 'Failed to fetch', { cause: new TypeError() })),
    })
    await screen.findByRole('table', { name: 'Товары в корзине' })
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество: Фильтр' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось связаться с магазином. Проверьте подключение к интернету и повторите.',
      ),
    )
    expect(cart.getSnapshot().context.loading).toBe(false)
    expect(
      screen.getByRole('button', { name: 'Увеличить количество: Фильтр' }).hasAttribute('disabled'),
    ).toBe(false)
  })
})
