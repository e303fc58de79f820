import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sprinkles } from '../../css/sprinkles.css.ts'
import { Box } from './Box.tsx'
import { mapResponsive } from './responsive.ts'

describe('Box', () => {
  it('turns layout props into sprinkles classes and passes the rest to the element', () => {
    render(
      <Box as="ul" display="flex" gap={2} padding={3} aria-label="Список" className="extra">
        <li>один</li>
      </Box>,
    )
    const list = screen.getByRole('list', { name: 'Список' })
    expect(list.tagName).toBe('UL')
    const expected = sprinkles({ display: 'flex', gap: 2, padding: 3 }).split(' ')
    for (const name of expected) expect(list.classList).toContain(name)
    expect(list.classList).toContain('extra')
    expect(list.hasAttribute('display')).toBe(false)
    expect(list.hasAttribute('gap')).toBe(false)
  })

  it('renders a plain div without a class when given no layout props', () => {
    const { container } = render(<Box>текст</Box>)
    const div = container.firstElementChild
    expect(div?.tagName).toBe('DIV')
    expect(div?.hasAttribute('class')).toBe(false)
  })

  it('gives responsive values one class per condition', () => {
    const { container } = render(<Box gap={{ mobile: 3, desktop: 4 }} />)
    expect(container.firstElementChild?.className).toBe(
      sprinkles({ gap: { mobile: 3, desktop: 4 } }),
    )
  })
})

describe('mapResponsive', () => {
  const table = { left: 'flex-start', right: 'flex-end' } as const

  it('maps a plain value and every condition of a responsive one', () => {
    expect(mapResponsive('left', table)).toBe('flex-start')
    expect(mapResponsive({ mobile: 'left', desktop: 'right' }, table)).toEqual({
      mobile: 'flex-start',
      desktop: 'flex-end',
    })
  })
})
