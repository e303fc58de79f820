import { describe, expect, it } from 'vitest'
import { itemActions, pagePermission } from './access.ts'

describe('account access', () => {
  it('each list page needs its permission key and the profile needs none', () => {
    expect(pagePermission('/account/recipients')).toBe('recipient.show')
    expect(pagePermission('/account/orders/wait-pay')).toBe('order.show')
    expect(pagePermission('/account/inform-receipts')).toBe('informReceipt.show')
    expect(pagePermission('/account')).toBeNull()
  })

  it("the item's allows map decides edit and delete", () => {
    const user = { permissions: ['address.show', 'address.edit', 'address.delete'] }
    expect(itemActions(user, 'address', { allows: { edit: true, delete: false } })).toEqual({
      edit: true,
      delete: false,
    })
  })

  it('without a user nothing may be changed, whatever the item says', () => {
    expect(itemActions(null, 'address', { allows: { edit: true, delete: true } })).toEqual({
      edit: false,
      delete: false,
    })
  })
})
