/**
 * The account menu (docs/product.md#account-area) as data. Labels live in the shop's `src/content/`
 * under each item's `key`; here only keys, paths and permission keys.
 */
import { can, type PermissionHolder } from './permissions.ts'

export interface AccountMenuItem {
  key: string
  to: string
  permission: string
}

export interface AccountMenuGroup {
  key: string
  items: readonly AccountMenuItem[]
}

export const accountMenu: readonly AccountMenuGroup[] = [
  {
    key: 'company',
    items: [
      { key: 'users', to: '/account/users', permission: 'user.show' },
      { key: 'contractors', to: '/account/contractors', permission: 'contractor.show' },
      { key: 'addresses', to: '/account/addresses', permission: 'address.show' },
      { key: 'recipients', to: '/account/recipients', permission: 'recipient.show' },
      { key: 'trucks', to: '/account/trucks', permission: 'truck.show' },
    ],
  },
  {
    key: 'orders',
    items: [
      { key: 'ordersAll', to: '/account/orders', permission: 'order.show' },
      { key: 'ordersWork', to: '/account/orders/work', permission: 'order.show' },
      { key: 'ordersWaitPay', to: '/account/orders/wait-pay', permission: 'order.show' },
      { key: 'ordersReturn', to: '/account/orders/return', permission: 'order.show' },
      { key: 'claims', to: '/account/returns', permission: 'order.show' },
      { key: 'lists', to: '/account/lists', permission: 'list.show' },
    ],
  },
  {
    key: 'other',
    items: [
      { key: 'favourites', to: '/account/favourites', permission: 'favourite.show' },
      { key: 'informReceipts', to: '/account/inform-receipts', permission: 'informReceipt.show' },
    ],
  },
]

/** Keeps the items the user may see and hides a group left with none. */
export function filterMenu(
  groups: readonly AccountMenuGroup[],
  user: PermissionHolder | null | undefined,
): AccountMenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => can(user, item.permission)) }))
    .filter((group) => group.items.length > 0)
}
