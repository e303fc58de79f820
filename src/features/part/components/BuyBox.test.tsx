import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { partDetails } from '../../../testing/fixtures.ts'
import { renderInShop } from '../../../testing/render-in-shop.tsx'
import { BuyBox } from './BuyBox.tsx'

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ')

/** The buy box of a part priced 15 000 ₽ before and 12 000 ₽ after a discount. */
async function buyBox(discount: boolean) {
  const part = { ...partDetails, price: { base_price: 1_500_000, price: 1_200_000, discount } }
  renderInShop(<BuyBox part={part} />)
  const box = await screen.findByRole('region', { name: 'Итого' })
  return {
    struck: text(box.querySelector('del')) ?? null,
    total: text(box.querySelector('strong')),
    // The box's first line (its column of lines is a Stack inside the section).
    shown: text(box.firstElementChild?.firstElementChild),
  }
}

describe('BuyBox', () => {
  it('with the discount flag shows the discounted price and the old price struck through', async () => {
    const box = await buyBox(true)
    expect(box.struck).toBe('Старая цена 15 000 ₽')
    expect(box.shown).toContain('12 000 ₽')
    expect(box.total).toBe('12 000 ₽')
  })

  it('without the flag shows the base price the cart charges, nothing struck through', async () => {
    const box = await buyBox(false)
    expect(box.struck).toBeNull()
    expect(box.shown).toBe('15 000 ₽')
    expect(box.total).toBe('15 000 ₽')
  })
})
