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
})
