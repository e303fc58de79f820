import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bareList, sprinkles } from '../../css/sprinkles.css.ts'
import { Stack } from './Stack.tsx'

describe('Stack', () => {
  it('is a flex column with the gap of the space scale', () => {
    const { container } = render(
      <Stack space={4}>
        <p>один</p>
        <p>два</p>
      </Stack>,
    )
    expect(container.firstElementChild?.className).toBe(
      sprinkles({ display: 'flex', flexDirection: 'column', gap: 4 }),
    )
  })

  it('aligns children by words, responsive too, and renders the element asked for', () => {
    const { container } = render(
      <Stack as="section" space={2} align={{ mobile: 'center', desktop: 'left' }} />,
    )
    const section = container.firstElementChild
    expect(section?.tagName).toBe('SECTION')
    expect(section?.className).toBe(
      sprinkles({
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: { mobile: 'center', desktop: 'flex-start' },
      }),
    )
  })

  it('lays out a list by its gap alone: no bullets nor indent', () => {
    const { container } = render(
      <Stack as="ul" space={2}>
        <li>MAN</li>
        <li>Volvo</li>
      </Stack>,
    )
    const list = container.firstElementChild
    expect(list?.tagName).toBe('UL')
    expect(list?.className.split(' ')).toContain(bareList)
  })
})
