import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RadioGroup, type RadioOption } from './RadioGroup.tsx'

const options: RadioOption[] = [
  { value: 'pickup', label: 'Самовывоз', description: 'Шушары, Московское шоссе, 70' },
  { value: 'transport_company', label: 'Транспортной компанией' },
]

function Delivery({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('pickup')
  return (
    <RadioGroup
      label="Доставка"
      name="delivery"
      options={options}
      value={value}
      errorMessage={error}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('RadioGroup', () => {
  it('is a labelled group of radios; a click and the arrow keys choose', async () => {
    const onChange = vi.fn()
    render(<Delivery onChange={onChange} />)
    const group = screen.getByRole('radiogroup', { name: 'Доставка' })
    const [pickup, transport] = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(group).toBeTruthy()
    expect(pickup?.checked).toBe(true)
    await userEvent.click(screen.getByText('Транспортной компанией'))
    expect(onChange).toHaveBeenLastCalledWith('transport_company')
    expect(transport?.checked).toBe(true)
    await userEvent.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('pickup')
  })

  it('shows the error under the options and marks the group invalid', () => {
    render(<Delivery onChange={() => {}} error="Выберите способ доставки" />)
    expect(screen.getByText('Выберите способ доставки')).toBeTruthy()
    const group = screen.getByRole('radiogroup', { name: 'Доставка' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
  })

  it('reads an option with its second line', () => {
    render(<Delivery onChange={() => {}} />)
    expect(
      screen.getByRole('radio', { name: 'Самовывоз Шушары, Московское шоссе, 70' }),
    ).toBeTruthy()
  })
})
