import { describe, expect, it } from 'vitest'
import { checkPermission } from './check-permission.ts'

describe('checkPermission (docs/product.md#permissions)', () => {
  const held = ['order.show', 'recipient.show', 'recipient.edit']

  it('passes when the user holds the key exactly', () => {
    expect(checkPermission(held, 'order.show')).toBe(true)
    expect(checkPermission(held, 'user.show')).toBe(false)
  })

  it('passes a prefix requirement held as prefix plus a dot, unless exact', () => {
    expect(checkPermission(held, 'recipient')).toBe(true)
    expect(checkPermission(held, 'recipient', { exact: true })).toBe(false)
    // `order.sh` is not a dotted prefix of `order.show`
    expect(checkPermission(held, 'order.sh')).toBe(false)
  })

  it('accepts alternatives separated by a pipe and lists of requirements', () => {
    expect(checkPermission(held, 'user.show|order.show')).toBe(true)
    expect(checkPermission(held, ['user.show', 'contractor.show'])).toBe(false)
    expect(checkPermission(held, ['user.show', 'recipient.edit'])).toBe(true)
  })

  it('lets the item allows map decide .edit and .delete', () => {
    expect(checkPermission(held, 'recipient.edit', { item: { allows: { edit: false } } })).toBe(
      false,
    )
    expect(checkPermission(held, 'recipient.delete', { item: { allows: { delete: true } } })).toBe(
      true,
    )
    // a map without the flag says no even to a holder of the key
    expect(checkPermission(held, 'recipient.edit', { item: { allows: {} } })).toBe(false)
    // no map: the user's keys decide
    expect(checkPermission(held, 'recipient.edit', { item: {} })).toBe(true)
    // the map has no say over other actions
    expect(checkPermission(held, 'user.show', { item: { allows: { edit: true } } })).toBe(false)
  })

  it('says no without a user or permissions', () => {
    expect(checkPermission(null, 'order.show')).toBe(false)
    expect(checkPermission(undefined, 'order.show')).toBe(false)
    expect(checkPermission([], 'order.show')).toBe(false)
    expect(checkPermission(held, '')).toBe(false)
  })
})
