import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { notFound } from '../shared/domain-errors.ts'
import { type Area, guardFor } from './guard.ts'

type S = components['schemas']

/** One table of the account repository; every call is scoped by the account. */
interface AccountTable<Row, Fields> {
  list(accountId: string): PromiseLike<Row[]>
  create(accountId: string, values: Fields): Promise<Row>
  update(accountId: string, id: string, values: Fields): Promise<Row | null>
  remove(accountId: string, id: string): Promise<boolean>
}

/**
 * List, create, update and delete of one kind of account record under its permission keys
 * (`<area>.show`, `.create`, `.edit`, `.delete`). The permission is checked before the input
 * is validated, so a customer without the right learns nothing from a field error.
 */
export function accountRecords<Row, Input, Fields, Item>(spec: {
  area: Area
  table: AccountTable<Row, Fields>
  fields: (input: Input) => Fields
  present: (row: Row, allows: S['ItemAllows']) => Item
  notFoundMessage: string
}) {
  const { area, table, fields, present, notFoundMessage } = spec
  return {
    async list(who: CustomerWithAccount): Promise<{ items: Item[]; allows: S['ListAllows'] }> {
      const guard = guardFor(who)
      guard.require(`${area}.show`)
      const rows = await table.list(who.account.id)
      const allows = guard.itemAllows(area)
      return {
        items: rows.map((r) => present(r, allows)),
        allows: guard.listAllows(area),
      }
    },
    async create(who: CustomerWithAccount, input: Input) {
      const guard = guardFor(who)
      guard.require(`${area}.create`)
      const row = await table.create(who.account.id, fields(input))
      return present(row, guard.itemAllows(area))
    },
    async update(who: CustomerWithAccount, id: string, input: Input) {
      const guard = guardFor(who)
      guard.require(`${area}.edit`, { allows: guard.itemAllows(area) })
      const row = await table.update(who.account.id, id.toLowerCase(), fields(input))
      if (!row) throw notFound(notFoundMessage)
      return present(row, guard.itemAllows(area))
    },
    async remove(who: CustomerWithAccount, id: string) {
      const guard = guardFor(who)
      guard.require(`${area}.delete`, { allows: guard.itemAllows(area) })
      if (!(await table.remove(who.account.id, id.toLowerCase()))) {
        throw notFound(notFoundMessage)
      }
      return { success: true }
    },
  }
}
