/**
 * The permission check (docs/product.md#permissions). A requirement is a string or a list; a string
 * may hold alternatives separated by `|`. Any alternative (and any list entry) that passes is
 * enough.
 */

export interface PermissionHolder {
  permissions?: readonly string[] | null
}

/** Item-level flags that decide `.edit` / `.delete` requirements when present. */
export interface PermissionItem {
  allows?: Readonly<Partial<Record<'edit' | 'delete', boolean>>> | null
}

export type Requirement = string | readonly string[]

export interface PermissionOptions {
  /** Require exact equality; the `requirement.` prefix match is off. */
  exact?: boolean
  item?: PermissionItem | null
}

function itemAction(requirement: string): 'edit' | 'delete' | null {
  if (requirement.endsWith('.edit')) return 'edit'
  if (requirement.endsWith('.delete')) return 'delete'
  return null
}

function passes(held: readonly string[], requirement: string, options: PermissionOptions): boolean {
  const action = itemAction(requirement)
  const allows = options.item?.allows
  if (action && allows) return allows[action] === true
  return held.some(
    (permission) =>
      permission === requirement || (!options.exact && permission.startsWith(`${requirement}.`)),
  )
}

/** Whether the user meets the requirement. No user or no permission list means no. */
export function can(
  user: PermissionHolder | null | undefined,
  requirement: Requirement,
  options: PermissionOptions = {},
): boolean {
  const held = user?.permissions
  if (!held) return false
  const entries = typeof requirement === 'string' ? [requirement] : requirement
  return entries
    .flatMap((entry) => entry.split('|'))
    .map((alternative) => alternative.trim())
    .filter((alternative) => alternative.length > 0)
    .some((alternative) => passes(held, alternative, options))
}
