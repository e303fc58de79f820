import { crudResource } from './crud-resource.ts'
import type { Schema } from './types.ts'

export type DeliveryAddress = Schema<'DeliveryAddress'>
export type DeliveryAddressInput = Schema<'DeliveryAddressInput'>
export type DeliveryAddressList = Schema<'DeliveryAddressList'>

/** /account/addresses: saved delivery addresses. Items carry `allows` for the .edit/.delete checks
 * (docs/product.md#permissions). */
export const {
  list: listDeliveryAddresses,
  create: createDeliveryAddress,
  update: updateDeliveryAddress,
  remove: deleteDeliveryAddress,
} = crudResource('/api/account/addresses')
