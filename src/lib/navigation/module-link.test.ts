import { describe, expect, it, vi } from 'vitest'
import { goToModule, moduleHref, moduleOf } from './module-link.ts'

describe('module links', () => {
  it('the account base and its sub-paths belong to the account module', () => {
    expect(moduleOf('/account')).toBe('account')
    expect(moduleOf('/account/orders/work')).toBe('account')
  })

  it('a path that only starts with the same letters stays in the shop', () => {
    expect(moduleOf('/accounting')).toBe('shop')
    expect(moduleOf('/order')).toBe('shop')
  })

  it('builds the base address with an encoded query and drops empty values', () => {
    expect(moduleHref('account')).toBe('/account')
    expect(moduleHref('shop', { login: '1', back: '/order?x=1', empty: '' })).toBe(
      '/?login=1&back=%2Forder%3Fx%3D1',
    )
  })

  it('going to another module is a full page load of its base address', () => {
    const assign = vi.fn()
    goToModule('shop', { login: '1' }, { assign })
    expect(assign).toHaveBeenCalledWith('/?login=1')
  })
})
