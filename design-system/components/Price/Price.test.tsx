import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Price } from './Price.tsx'

const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ')

describe('Price', () => {
  it('strikes through the old price it is given', () => {
    const { container } = render(<Price price={123450} oldPrice={150000} />)
    expect(text(container.querySelector('del'))).toBe('Старая цена 1 500 ₽')
    expect(screen.getByText(/1 234,50/)).toBeTruthy()
  })

  it('shows only the price when it is given no old price', () => {
    for (const oldPrice of [null, undefined]) {
      const { container, unmount } = render(<Price price={123450} oldPrice={oldPrice} />)
      expect(container.querySelector('del')).toBeNull()
      expect(text(container.firstElementChild)).toBe('1 234,50 ₽')
      unmount()
    }
  })

  it('shows two decimals for totals', () => {
    const { container } = render(<Price price={500000} decimals="always" />)
    expect(text(container.firstElementChild)).toBe('5 000,00 ₽')
  })
})
