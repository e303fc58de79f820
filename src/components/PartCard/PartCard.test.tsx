import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { samplePart } from '../../testing/fixtures.ts'
import { renderInShop } from '../../testing/render-in-shop.tsx'
import { PartCard } from './PartCard.tsx'

describe('PartCard', () => {
  it('shows title, article, stock and both prices without a click', async () => {
    renderInShop(<PartCard part={samplePart} />)
    const link = await screen.findByRole('link', { name: samplePart.full_title })
    expect(link.getAttribute('href')).toBe('/parts/kolodka-man')
    expect(screen.getByText('81.50601-6070')).toBeTruthy()
    expect(screen.getByText('В наличии: 4 шт.')).toBeTruthy()
    expect(screen.getByText(/11\s500,50\s₽/)).toBeTruthy()
    expect(screen.getByText(/12\s500\s₽/).closest('del')).not.toBeNull()
  })

  it('without the discount flag shows the base price it costs, nothing struck through', async () => {
    const part = { ...samplePart, price: { base_price: 150_000, price: 120_000, discount: false } }
    const { container } = renderInShop(<PartCard part={part} />)
    await screen.findByRole('link', { name: samplePart.full_title })
    expect(screen.getByText(/1\s500\s₽/)).toBeTruthy()
    expect(container.textContent).not.toMatch(/1\s200/)
    expect(container.querySelector('del')).toBeNull()
  })

  it('shows the used number and the used mark for a used part', async () => {
    renderInShop(
      <PartCard part={{ ...samplePart, is_not_new: true, extension_number: 'Б-1042' }} />,
    )
    expect(await screen.findByText('Б-1042')).toBeTruthy()
    expect(screen.getByText('Б/у номер')).toBeTruthy()
    expect(screen.getByText('Б/у')).toBeTruthy()
  })

  it('shows the part’s photo, else the drawing of its type', async () => {
    const drawing = '/illustrations/brake-pad.svg?v=0123abcd'
    const { container, unmount } = renderInShop(
      <PartCard part={{ ...samplePart, illustration: drawing }} />,
    )
    await screen.findByRole('link', { name: samplePart.full_title })
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/a.webp')
    unmount()
    const drawn = renderInShop(
      <PartCard part={{ ...samplePart, images: [], image: null, illustration: drawing }} />,
    )
    await screen.findByRole('link', { name: samplePart.full_title })
    const img = drawn.container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(drawing)
    // Decorative: the name is the heading beside it.
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('out of stock says so and offers no add button', async () => {
    renderInShop(<PartCard part={{ ...samplePart, total_stock: 0 }} />)
    expect(await screen.findByText('Нет в наличии')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /В корзину/ })).toBeNull()
  })

  it('add to cart sends one unit of this part, then offers to open the cart', async () => {
    const line = {
      product_uuid: samplePart.uuid,
      quantity: 1,
      warranty_uuid: null,
      product: samplePart,
    }
    const { added, cartActor } = renderInShop(<PartCard part={samplePart} />, {
      addItem: async () => [line],
    })
    await userEvent.click(await screen.findByRole('button', { name: /В корзину:/ }))
    expect(added).toEqual([{ product_uuid: samplePart.uuid, quantity: 1 }])
    const open = await screen.findByRole('button', { name: /В корзине:/ })
    await userEvent.click(open)
    await waitFor(() => expect(cartActor.getSnapshot().matches({ modal: 'open' })).toBe(true))
  })
})
