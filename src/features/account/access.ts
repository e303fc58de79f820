import { accountMenu, can, type PermissionHolder, type PermissionItem } from '@gruzovik/machines'

/** The permission a page of the account area needs (docs/product.md#account-area); the profile
 * needs none. */
export function pagePermission(pathname: string): string | null {
  for (const group of accountMenu) {
    for (const item of group.items) if (item.to === pathname) return item.permission
  }
  return null
}

/** What the user may do with one listed item: `.edit`/`.delete`, decided by its `allows` map. */
export function itemActions(
  user: PermissionHolder | null | undefined,
  base: string,
  item: PermissionItem,
): { edit: boolean; delete: boolean } {
  return {
    edit: can(user, `${base}.edit`, { item }),
    delete: can(user, `${base}.delete`, { item }),
  }
}
