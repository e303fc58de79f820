import { describe, expect, it } from 'vitest'
import { runRouteMiddleware } from './route-middleware.ts'

describe('route middleware', () => {
  it('auth lets a logged-in customer through', () => {
    expect(runRouteMiddleware(['auth'], { isLoggedIn: () => true })).toEqual({ needsLogin: false })
  })

  it('auth asks a visitor to log in', () => {
    expect(runRouteMiddleware(['auth'], { isLoggedIn: () => false })).toEqual({ needsLogin: true })
  })

  it('an unknown middleware name throws', () => {
    expect(() => runRouteMiddleware(['auth', 'admin'], { isLoggedIn: () => true })).toThrow(
      'Unknown route middleware',
    )
  })

  it('an inherited object key is not a middleware', () => {
    expect(() => runRouteMiddleware(['toString'], { isLoggedIn: () => true })).toThrow(
      'Unknown route middleware',
    )
  })
})
