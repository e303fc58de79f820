import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField.tsx'
import { truncate } from './truncate.ts'

describe('TextField', () => {
  it('cuts a pasted value to maxLength and reports the cut value', () => {
    const onChange = vi.fn()
    render(<TextField label="Имя" maxLength={5} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Имя' })
    fireEvent.change(input, { target: { value: 'Александр' } })
    expect(input).toHaveProperty('value', 'Алекс')
    expect(onChange).toHaveBeenLastCalledWith('Алекс')
  })

  it('stops accepting typed characters at maxLength', async () => {
    render(<TextField label="Артикул" maxLength={4} />)
    const input = screen.getByRole('textbox', { name: 'Артикул' })
    await userEvent.type(input, '123456')
    expect(input).toHaveProperty('value', '1234')
  })

  it('truncates a controlled value that arrives too long', () => {
    function Controlled() {
      const [value, setValue] = useState('Тормозной механизм')
      return <TextField label="Название" value={value} onChange={setValue} maxLength={9} />
    }
    render(<Controlled />)
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveProperty('value', 'Тормозной')
  })

  it('shows the error message when invalid', () => {
    render(<TextField label="Имя" isInvalid errorMessage="Укажите имя" />)
    expect(screen.getByText('Укажите имя')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Имя' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps text whole when no maxLength is set and counts emoji as one character', () => {
    expect(truncate('Тормозной механизм в сборе правый', undefined)).toBe(
      'Тормозной механизм в сборе правый',
    )
    expect(truncate('🚚🚚🚚', 2)).toBe('🚚🚚')
    expect(truncate('abc', Number.NaN)).toBe('abc')
  })
})
