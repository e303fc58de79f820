import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from './Breadcrumbs.tsx'

describe('Breadcrumbs', () => {
  it('marks the last crumb as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Каталог', href: '/catalog' },
          { label: 'MAN', href: '/catalog/man' },
          { label: 'Тормозная система', href: '/catalog/man/tormoznaya-sistema' },
        ]}
      />,
    )
    expect(screen.getByRole('navigation', { name: 'Навигация по разделам' })).toBeTruthy()
    expect(
      screen.getByText('Тормозная система').closest('[aria-current]')?.getAttribute('aria-current'),
    ).toBe('page')
    expect(screen.getByRole('link', { name: 'MAN' }).getAttribute('href')).toBe('/catalog/man')
  })

  it("draws react-aria's breadcrumbs markup: a labelled list, the current crumb not a link", () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Каталог', href: '/catalog' },
          { label: 'MAN', href: '/catalog/man' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Навигация' })
    const crumbs = [...list.querySelectorAll('li')]
    expect(crumbs.map((crumb) => crumb.getAttribute('data-current'))).toEqual([null, 'true'])
    const current = screen.getByText('MAN')
    expect(current.tagName).toBe('SPAN')
    expect(current.getAttribute('aria-disabled')).toBe('true')
    expect(current.getAttribute('data-current')).toBe('true')
    expect(screen.getByText('Каталог').tagName).toBe('A')
  })
})
