import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from '../Button/Button.tsx'
import { Sheet } from './Sheet.tsx'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Корзина</Button>
      <Sheet title="Корзина" isOpen={open} onOpenChange={setOpen}>
        Тормозной механизм в сборе правый
      </Sheet>
    </>
  )
}

describe('Sheet', () => {
  it('locks body scroll while open and restores the previous value after closing', async () => {
    document.body.style.overflow = 'scroll'
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Корзина' }))
    expect(screen.getByRole('dialog', { name: 'Корзина' })).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.body.style.overflow).toBe('scroll')
    document.body.style.overflow = ''
  })
})
