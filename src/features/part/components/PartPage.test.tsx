import { toastQueue } from '@gruzovik/design-system'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addFavourite, removeFavourite } from '../../../api/favourites.ts'
import { createInformReceipt } from '../../../api/inform-receipts.ts'
import { partDetails } from '../../../testing/fixtures.ts'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { PartNotFound, PartPage } from './PartPage.tsx'

vi.mock('../../../api/favourites.ts', () => ({
  addFavourite: vi.fn(async () => ({ success: true })),
  removeFavourite: vi.fn(async () => ({ success: true })),
}))
vi.mock('../../../api/inform-receipts.ts', () => ({
  createInformReceipt: vi.fn(async () => ({ uuid: 'r1' })),
}))
// Cards in these tests carry no follow flags, so a logged-in PartFollow asks for them.
vi.mock('../../../api/parts.ts', () => ({
  getPart: vi.fn(async () => ({ is_favourite: false, is_inform_receipt: false })),
}))

afterEach(() => {
  toastQueue.clear()
  vi.clearAllMocks()
})

const ok = (part = partDetails) => ({ status: 'ok', data: part }) as const

describe('PartPage', () => {
  it('shows the part name as the heading with article, stock and the old price struck through', async () => {
    renderInShop(<PartPage result={ok()} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: partDetails.full_title }),
    ).toBeTruthy()
    expect(screen.getByText('81.50601-6070')).toBeTruthy()
    expect(screen.getByText('В наличии: 4 шт.')).toBeTruthy()
    expect(screen.getByText(/12\s500\s₽/).closest('del')).not.toBeNull()
    expect(screen.getByText('Тормозной механизм в сборе, оригинал.')).toBeTruthy()
  })

  it('tells search engines the price the buyer pays: the base price without the discount flag', async () => {
    const offered = async (part: typeof partDetails) => {
      const { unmount } = renderInShop(<PartPage result={ok(part)} />)
      await screen.findByRole('heading', { level: 1, name: part.full_title })
      const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      const product = scripts
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'Product')
      unmount()
      return product?.offers?.price
    }
    const price = { base_price: 1_250_000, price: 1_150_050 }
    expect(await offered({ ...partDetails, price: { ...price, discount: false } })).toBe('12500.00')
    expect(await offered({ ...partDetails, price: { ...price, discount: true } })).toBe('11500.50')
  })

  it('shows the used number of a used part and lets only one piece be bought', async () => {
    renderInShop(
      <PartPage result={ok({ ...partDetails, is_not_new: true, extension_number: 'Б-77' })} />,
    )
    expect(await screen.findByText('Б-77')).toBeTruthy()
    expect(screen.getByText('Б/у номер')).toBeTruthy()
    const plus = screen.getByRole('button', { name: 'Увеличить количество' })
    expect(plus.hasAttribute('disabled') || plus.getAttribute('data-disabled') !== null).toBe(true)
  })

  it('copying the article shows "Скопировано" with the article', async () => {
    const user = userEvent.setup()
    renderInShop(<PartPage result={ok()} />)
    await user.click(
      await screen.findByRole('button', { name: 'Скопировать артикул 81.50601-6070' }),
    )
    await waitFor(() =>
      expect(toastQueue.queue.visibleToasts.map((t) => t.content)).toContainEqual({
        kind: 'success',
        text: 'Скопировано: 81.50601-6070',
      }),
    )
  })

  it('adds the picked quantity with the picked warranty to the cart', async () => {
    const { added } = renderInShop(<PartPage result={ok()} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Увеличить количество' }))
    await userEvent.click(screen.getByRole('button', { name: /Гарантия/ }))
    // 10 % of 11 500,50 ₽ is 1 150,05 ₽ a piece; two pieces
    await userEvent.click(await screen.findByRole('option', { name: /6 месяцев: \+2\s300,10\s₽/ }))
    expect(screen.getByText(/Итого с гарантией/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /В корзину:/ }))
    await waitFor(() =>
      expect(added).toEqual([
        { product_uuid: partDetails.uuid, quantity: 2, warranty_uuid: 'w-6' },
      ]),
    )
  })

  it('offers no buying when out of stock', async () => {
    renderInShop(<PartPage result={ok({ ...partDetails, total_stock: 0 })} />)
    expect(await screen.findByText('Нет в наличии')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /В корзину/ })).toBeNull()
  })

  it('an anonymous visitor sees no favourites or arrival notice', async () => {
    renderInShop(<PartPage result={ok({ ...partDetails, total_stock: 0 })} />)
    await screen.findByText('Нет в наличии')
    expect(screen.queryByRole('button', { name: 'В избранное' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).toBeNull()
  })

  it('a logged-in customer adds the part to favourites', async () => {
    renderInShop(<PartPage result={ok()} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'В избранное' }))
    expect(addFavourite).toHaveBeenCalledWith(partDetails.uuid)
    expect(await screen.findByRole('button', { name: 'Убрать из избранного' })).toBeTruthy()
  })

  it('pressing again removes the part from favourites', async () => {
    renderInShop(<PartPage result={ok()} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'В избранное' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из избранного' }))
    expect(removeFavourite).toHaveBeenCalledWith(partDetails.uuid)
    expect(await screen.findByRole('button', { name: 'В избранное' })).toBeTruthy()
  })

  it('a failed favourite call leaves the button as it was', async () => {
    vi.mocked(addFavourite).mockRejectedValueOnce(new Error('422'))
    renderInShop(<PartPage result={ok()} />, { user: testUser })
    await userEvent.click(await screen.findByRole('button', { name: 'В избранное' }))
    await waitFor(() => expect(addFavourite).toHaveBeenCalled())
    expect(await screen.findByRole('button', { name: 'В избранное' })).toBeTruthy()
  })

  it('a customer without the favourites permission sees no favourites button', async () => {
    const { boot } = renderInShop(<PartPage result={ok()} />, {
      user: { ...testUser, permissions: [] },
    })
    await waitFor(() => expect(boot.getSnapshot().matches('success')).toBe(true))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'В избранное' })).toBeNull()
  })

  it('a logged-in customer asks to be told when a sold-out part arrives', async () => {
    renderInShop(<PartPage result={ok({ ...partDetails, total_stock: 0 })} />, {
      user: testUser,
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Сообщить о поступлении' }))
    expect(createInformReceipt).toHaveBeenCalledWith(partDetails.uuid)
    expect(await screen.findByText('Сообщим, когда запчасть поступит')).toBeTruthy()
  })

  it('an unknown part shows the not-found state with a way to the catalogue', async () => {
    renderInShop(<PartNotFound />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Запчасть не найдена' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeTruthy()
  })
})
