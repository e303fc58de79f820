import type { CustomerWithAccount } from '../customers/customer.ts'
import { checkPermission, type ItemAllows } from '../permissions/check-permission.ts'
import { forbidden } from '../shared/domain-errors.ts'
import { accountMessages } from './messages.ts'

/** Areas of the permission keys (docs/product.md#permissions): `user`, `contractor`, `address`,
 * `recipient`, … */
export type Area = 'user' | 'contractor' | 'address' | 'recipient' | 'favourite' | 'informReceipt'

/** Permission answers for one customer: 403 when missing, allows maps for the shop. */
export function guardFor(who: CustomerWithAccount) {
  const held = who.customer.permissions
  const can = (requirement: string, item?: ItemAllows) =>
    checkPermission(held, requirement, item ? { item } : {})
  return {
    can,
    require(requirement: string, item?: ItemAllows) {
      if (!can(requirement, item)) throw forbidden(accountMessages.forbidden)
    },
    itemAllows: (area: Area) => ({ edit: can(`${area}.edit`), delete: can(`${area}.delete`) }),
    listAllows: (area: Area) => ({ create: can(`${area}.create`) }),
  }
}
