import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuantityStepper } from './QuantityStepper.tsx'

describe('QuantityStepper', () => {
  it('plus and minus call their handlers and the value is shown', async () => {
    const onIncrement = vi.fn()
    const onDecrement = vi.fn()
    render(<QuantityStepper value={2} onIncrement={onIncrement} onDecrement={onDecrement} />)
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }))
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }))
    expect(onIncrement).toHaveBeenCalledOnce()
    expect(onDecrement).toHaveBeenCalledOnce()
    expect(screen.getByRole('status').textContent).toBe('2')
  })

  it('plus at stock is disabled while minus still works', async () => {
    const onIncrement = vi.fn()
    render(
      <QuantityStepper
        value={3}
        isIncrementDisabled
        onIncrement={onIncrement}
        onDecrement={() => {}}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }))
    expect(onIncrement).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('loading disables both buttons', () => {
    render(<QuantityStepper value={1} isDisabled onIncrement={() => {}} onDecrement={() => {}} />)
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true)
  })
})
