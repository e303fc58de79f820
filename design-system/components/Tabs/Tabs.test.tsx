import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs } from './Tabs.tsx'

const items = [
  { id: 'about', label: 'Описание', content: 'Суппорт тормозной' },
  { id: 'fits', label: 'Применимость', content: 'MAN TGX 2016' },
]

describe('Tabs', () => {
  it('shows the first panel, then another after a click', async () => {
    render(<Tabs items={items} aria-label="О товаре" />)
    expect(screen.getByRole('tabpanel').textContent).toBe('Суппорт тормозной')
    await userEvent.click(screen.getByRole('tab', { name: 'Применимость' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('MAN TGX 2016')
  })

  it('moves between tabs with the arrow keys', async () => {
    render(<Tabs items={items} aria-label="О товаре" />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Применимость' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })
})
