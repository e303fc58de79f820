import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './Badge.tsx'

describe('Badge', () => {
  it('announces the count politely and caps the visible number', () => {
    const { container, rerender } = render(<Badge count={3} />)
    const live = container.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('Товаров в корзине: 3')
    rerender(<Badge count={150} />)
    expect(live?.textContent).toBe('Товаров в корзине: 150')
    expect(screen.getByText('99+')).toBeTruthy()
  })

  it('shows no bubble at zero and treats bad counts as zero', () => {
    const { container } = render(<Badge count={Number.NaN} />)
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull()
    expect(container.textContent).toBe('Товаров в корзине: 0')
  })
})
