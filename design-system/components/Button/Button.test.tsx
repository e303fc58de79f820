import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('calls onPress when clicked', () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Купить</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Купить' }))
    expect(onPress).toHaveBeenCalledOnce()
  })

  it('ignores presses while pending', () => {
    const onPress = vi.fn()
    render(
      <Button onPress={onPress} isPending>
        Купить
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Купить' }))
    expect(onPress).not.toHaveBeenCalled()
  })
})
