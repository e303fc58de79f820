import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flush, truncated, typography } from '../../css/typography.css.ts'
import { Heading } from '../Heading/Heading.tsx'
import { Text } from './Text.tsx'

const classesOf = (element: Element) => element.className.split(' ').filter(Boolean)

describe('Text', () => {
  it('is a span with no margins that inherits the type of its parent by default', () => {
    render(<Text>В наличии: 12 шт.</Text>)
    const text = screen.getByText('В наличии: 12 шт.')
    expect(text.tagName).toBe('SPAN')
    expect(classesOf(text)).toEqual([flush])
  })

  it('takes a step of the type scale, a weight, a tone and the element asked for', () => {
    render(
      <Text as="p" size={{ mobile: 'sm', desktop: 'md' }} weight="bold" tone="muted" mono>
        7473165637
      </Text>,
    )
    const text = screen.getByText('7473165637')
    expect(text.tagName).toBe('P')
    expect(classesOf(text)).toEqual([
      flush,
      ...typography({
        fontSize: { mobile: 'sm', desktop: 'md' },
        fontWeight: 'bold',
        color: 'muted',
        fontFamily: 'mono',
      }).split(' '),
    ])
  })

  it('cuts one line with an ellipsis and keeps the caller’s own class last', () => {
    render(
      <Text truncate className="grid-area" title="Колодки тормозные MAN TGX">
        Колодки тормозные MAN TGX
      </Text>,
    )
    const text = screen.getByTitle('Колодки тормозные MAN TGX')
    expect(classesOf(text).slice(-2)).toEqual([truncated, 'grid-area'])
  })
})

describe('Heading', () => {
  it('keeps its level in the outline and takes the size of its level unless told', () => {
    render(<Heading level={2}>Похожие запчасти</Heading>)
    const heading = screen.getByRole('heading', { level: 2, name: 'Похожие запчасти' })
    expect(classesOf(heading)).toEqual([
      flush,
      ...typography({ fontSize: 'xl', fontWeight: 'bold' }).split(' '),
    ])
  })

  it('looks as small as asked without changing its level', () => {
    render(
      <Heading level={1} size="lg" weight="medium">
        Корзина
      </Heading>,
    )
    const heading = screen.getByRole('heading', { level: 1, name: 'Корзина' })
    expect(classesOf(heading)).toEqual([
      flush,
      ...typography({ fontSize: 'lg', fontWeight: 'medium' }).split(' '),
    ])
  })
})
