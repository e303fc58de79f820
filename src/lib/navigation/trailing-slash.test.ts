import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { redirectTrailingSlash } from './trailing-slash.ts'

function targetOf(pathname: string, searchStr = '', hash = ''): string | null {
  try {
    redirectTrailingSlash({ pathname, searchStr, hash })
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return thrown.options.href ?? null
  }
}

describe('trailing slash', () => {
  it('removes it by redirect, keeping the query and the hash', () => {
    expect(targetOf('/catalog/man/', '?page=2', 'top')).toBe('/catalog/man?page=2#top')
  })

  it('leaves the root and paths without one alone', () => {
    expect(targetOf('/')).toBeNull()
    expect(targetOf('/catalog/man')).toBeNull()
  })

  it('never leads to another site', () => {
    expect(targetOf('//evil.example/')).toBe('/evil.example')
    expect(targetOf('/\\evil.example/')).toBe('/evil.example')
  })
})
