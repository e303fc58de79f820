import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteCookie, readCookie, writeCookie } from './cookies.ts'

describe('cookies', () => {
  afterEach(() => vi.useRealTimers())

  it('reads back what it writes, decoded', () => {
    writeCookie('token', 'a b;c')
    expect(readCookie('token')).toBe('a b;c')
  })

  it('removes a cookie at once, even within the same millisecond', () => {
    // A frozen clock is the worst case: "expires now" is not yet in the past.
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    writeCookie('token', 'secret')
    deleteCookie('token')
    expect(readCookie('token')).toBeNull()
  })

  it('finds one cookie among several', () => {
    expect(readCookie('token', 'session_id=abc; token=xyz; other=1')).toBe('xyz')
    expect(readCookie('missing', 'session_id=abc')).toBeNull()
  })
})
