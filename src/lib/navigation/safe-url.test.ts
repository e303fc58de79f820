import { describe, expect, it } from 'vitest'
import { NavigationRefusedError, resolveNavigation } from './safe-url.ts'

const origin = 'https://gruzovik.example'

describe('resolveNavigation', () => {
  it('keeps same-origin paths in the app, with query and hash', () => {
    expect(resolveNavigation('/catalog?marks[]=man#top', { origin })).toEqual({
      kind: 'internal',
      href: '/catalog?marks[]=man#top',
    })
    expect(resolveNavigation(`${origin}/parts/x`, { origin })).toEqual({
      kind: 'internal',
      href: '/parts/x',
    })
  })

  it('refuses another origin unless flagged external', () => {
    expect(() => resolveNavigation('https://evil.example/', { origin })).toThrow(
      NavigationRefusedError,
    )
    expect(resolveNavigation('https://sto.example/', { origin, external: true })).toEqual({
      kind: 'external',
      href: 'https://sto.example/',
    })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://gruzovik.example/uuid',
  ])('always refuses %s, even flagged external', (target) => {
    expect(() => resolveNavigation(target, { origin, external: true })).toThrow(
      NavigationRefusedError,
    )
  })
})
