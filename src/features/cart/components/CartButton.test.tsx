import type { CartLine } from '@gruzovik/machines'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { samplePart } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { CartButton } from './CartButton.tsx'

const added: CartLine = {
  product_uuid: 'p1',
  quantity: 1,
  warranty_uuid: null,
  product: { ...samplePart, total_stock: 2, price: { base_price: 1, price: 1, discount: false } },
}

describe('CartButton', () => {
  it('the badge follows the cart at once and the button opens the cart', async () => {
    const { cartActor } = renderInShop(<CartButton />, { addItem: async () => [added] })
    const button = await screen.findByRole('button', { name: /Товаров в корзине: 0$/ })
    cartActor.send({ type: 'cart.add', product_uuid: 'p1' })
    await waitFor(() => expect(button.textContent).toContain('Товаров в корзине: 1'))
    await userEvent.click(button)
    expect(cartActor.getSnapshot().matches({ modal: 'open' })).toBe(true)
  })
})
