/**
 * The permission check (docs/product.md#permissions), the same semantics as the shop's:
 * - a requirement is a string or a list; a string may hold alternatives separated by `|`;
 *   a list passes when any of its entries passes;
 * - a requirement passes when the user holds it exactly, or (unless `exact`) holds any key
 *   that starts with the requirement plus a dot (`order` is met by `order.show`);
 * - for requirements ending in `.edit` or `.delete`, an item's `allows` map decides when the
 *   item carries one (a map without the flag means no) — as the shop's `can` in machines/;
 * - without a user or permissions the answer is no.
 */
export type Requirement = string | readonly string[]

export interface ItemAllows {
  allows?: Partial<Record<string, boolean>> | null
}

export interface CheckOptions {
  exact?: boolean
  item?: ItemAllows | null
}

const itemFlagKey = (requirement: string) => {
  const match = /\.(edit|delete)$/.exec(requirement)
  return match?.[1] ?? null
}

function passesOne(held: readonly string[], requirement: string, options: CheckOptions): boolean {
  const wanted = requirement.trim()
  if (!wanted) return false
  const flag = itemFlagKey(wanted)
  const allows = options.item?.allows
  if (flag && allows) return allows[flag] === true
  if (options.exact) return held.includes(wanted)
  return held.some((key) => key === wanted || key.startsWith(`${wanted}.`))
}

export function checkPermission(
  permissions: readonly string[] | null | undefined,
  requirement: Requirement,
  options: CheckOptions = {},
): boolean {
  if (!permissions) return false
  const list = typeof requirement === 'string' ? [requirement] : requirement
  return list.some((entry) =>
    entry.split('|').some((alternative) => passesOne(permissions, alternative, options)),
  )
}

/** Every permission key with its actions, as the seed and new accounts use them. */
export const permissionAreas = [
  'user',
  'contractor',
  'address',
  'recipient',
  'order',
  'favourite',
  'informReceipt',
] as const

/** Saved lists for «Заказ по списку»: seeing and using them, and saving, changing, deleting. */
export const listPermissions = ['list.show', 'list.edit'] as const

/** «Мои грузовики»: seeing the company's fleet, and adding, changing, deleting its trucks. */
export const truckPermissions = ['truck.show', 'truck.edit'] as const

export const allPermissions: readonly string[] = [
  ...permissionAreas.flatMap((area) => [
    `${area}.show`,
    `${area}.create`,
    `${area}.edit`,
    `${area}.delete`,
  ]),
  ...listPermissions,
  ...truckPermissions,
]
