import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from './Checkbox.tsx'

describe('Checkbox', () => {
  it('toggles on click and reports the new state', async () => {
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>Только в наличии</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'Только в наличии' })
    await userEvent.click(box)
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(box).toHaveProperty('checked', true)
  })

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn()
    render(
      <Checkbox onChange={onChange} isDisabled>
        Б/у
      </Checkbox>,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Б/у' }))
    expect(onChange).not.toHaveBeenCalled()
  })
})
