import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from './customer.ts'

export type ApiUser = components['schemas']['User']

/** The User entity as the shop reads it (docs/product.md#entities). */
export function presentUser({ customer, account }: CustomerWithAccount): ApiUser {
  return {
    last_name_f: customer.lastNameF,
    full_name: customer.fullName,
    image: { url_thumb: customer.imageUrl },
    image_url: customer.imageUrl,
    ns: customer.initials,
    account: { external_id_onec: account.externalIdOnec },
    permissions: customer.permissions,
  }
}
