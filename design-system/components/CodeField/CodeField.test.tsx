import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CodeField } from './CodeField.tsx'

describe('CodeField', () => {
  it('completes with the code once four digits are typed', async () => {
    const onComplete = vi.fn()
    render(<CodeField onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Код из СМС' })
    await userEvent.type(input, '123')
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.type(input, '4')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234')
  })

  it('ignores letters and a fifth digit', async () => {
    const onComplete = vi.fn()
    render(<CodeField onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Код из СМС' })
    await userEvent.type(input, '1a2b345')
    expect(input).toHaveProperty('value', '1234')
    expect(onComplete).toHaveBeenCalledOnce()
  })

  it('completes again after a digit is erased and retyped', async () => {
    const onComplete = vi.fn()
    render(<CodeField onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Код из СМС' })
    await userEvent.type(input, '1234{Backspace}5')
    expect(onComplete.mock.calls).toEqual([['1234'], ['1235']])
  })
})
