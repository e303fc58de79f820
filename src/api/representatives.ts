import { crudResource } from './crud-resource.ts'
import type { Schema } from './types.ts'

export type Representative = Schema<'Representative'>
export type RepresentativeInput = Schema<'RepresentativeInput'>
export type RepresentativeList = Schema<'RepresentativeList'>

/** /account/users: the customer's representatives. Items carry `allows` for the .edit/.delete
 * checks (docs/product.md#permissions). */
export const {
  list: listRepresentatives,
  create: createRepresentative,
  update: updateRepresentative,
  remove: deleteRepresentative,
} = crudResource('/api/account/users')
