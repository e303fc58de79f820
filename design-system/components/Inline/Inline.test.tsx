import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bareList, sprinkles } from '../../css/sprinkles.css.ts'
import { Inline } from './Inline.tsx'

const classesOf = (element: Element) => [...element.classList].sort()
const expected = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ').sort()

describe('Inline', () => {
  it('is a wrapping flex row with the gap of the space scale, a list without bullets', () => {
    render(
      <Inline as="ul" space={2} aria-label="Марки">
        <li>MAN</li>
        <li>DAF</li>
      </Inline>,
    )
    const row = screen.getByRole('list', { name: 'Марки' })
    expect(classesOf(row)).toEqual(
      [bareList, ...expected({ display: 'flex', flexWrap: 'wrap', gap: 2 })].sort(),
    )
  })

  it('aligns along and across the row by words and can keep to one row', () => {
    render(<Inline space={3} align="space-between" alignY="center" wrap={false} role="group" />)
    expect(classesOf(screen.getByRole('group'))).toEqual(
      expected({ display: 'flex', gap: 3, justifyContent: 'space-between', alignItems: 'center' }),
    )
  })

  it('maps responsive alignment per condition', () => {
    render(<Inline align={{ mobile: 'center', desktop: 'right' }} role="group" />)
    expect(classesOf(screen.getByRole('group'))).toEqual(
      expected({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: { mobile: 'center', desktop: 'flex-end' },
      }),
    )
  })
})
