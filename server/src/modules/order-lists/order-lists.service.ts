import type { components } from '@gruzovik/openapi'
import type { OrderListRowData } from '../../db/schema/index.ts'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { checkPermission } from '../permissions/check-permission.ts'
import { forbidden, notFound } from '../shared/domain-errors.ts'
import { orderListMessages as m } from './messages.ts'
import type { OrderListRecord, OrderListsRepository } from './order-lists.repository.ts'
import type { Resolution, ResolutionService } from './resolution.service.ts'

type S = components['schemas']

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const rowsIn = (rows: S['OrderListRow'][]): OrderListRowData[] =>
  rows.map((row) => ({
    article: row.article.trim(),
    brand: row.brand?.trim() || null,
    quantity: row.quantity,
    productId: row.product_uuid ? row.product_uuid.toLowerCase() : null,
  }))

const rowsOut = (rows: OrderListRowData[]): S['OrderListRow'][] =>
  rows.map((row) => ({
    article: row.article,
    brand: row.brand,
    quantity: row.quantity,
    product_uuid: row.productId,
  }))

/**
 * Saved lists (docs/product.md#order-from-a-list): an account's, seen by its people with
 * `list.show`, saved, changed and deleted with `list.edit` (the owner holds both); a buyer
 * without a company has an account of their own, so the lists are theirs. A list is sent to
 * the cart through the same resolution as a file, with today's prices and stock; so is a past
 * order («Повторить заказ»).
 */
export function createOrderListsService(deps: {
  lists: OrderListsRepository
  resolution: ResolutionService
  orderLines: (
    who: CustomerWithAccount,
    number: string,
  ) => Promise<{ productId: string; article: string; quantity: number }[]>
}) {
  const { lists } = deps
  const require = (who: CustomerWithAccount, key: 'list.show' | 'list.edit') => {
    if (!checkPermission(who.customer.permissions, key)) throw forbidden(m.forbidden)
  }
  const allows = (who: CustomerWithAccount) => {
    const edit = checkPermission(who.customer.permissions, 'list.edit')
    return { edit, delete: edit }
  }
  const present = (who: CustomerWithAccount, list: OrderListRecord): S['OrderList'] => ({
    uuid: list.id,
    name: list.name,
    rows: rowsOut(list.rows),
    author: list.author,
    created_at: seconds(list.createdAt),
    updated_at: seconds(list.updatedAt),
    allows: allows(who),
  })
  const found = (list: OrderListRecord | null) => {
    if (!list) throw notFound(m.listNotFound)
    return list
  }

  return {
    async list(who: CustomerWithAccount): Promise<S['OrderListList']> {
      require(who, 'list.show')
      const rows = await lists.all(who.account.id)
      const itemAllows = allows(who)
      return {
        items: rows.map((row) => ({
          uuid: row.id,
          name: row.name,
          rows_count: row.rowsCount,
          author: row.author,
          updated_at: seconds(row.updatedAt),
          allows: itemAllows,
        })),
        allows: { create: itemAllows.edit },
      }
    },
    async get(who: CustomerWithAccount, id: string) {
      require(who, 'list.show')
      return present(who, found(await lists.one(who.account.id, id.toLowerCase())))
    },
    async create(who: CustomerWithAccount, input: S['OrderListInput']) {
      require(who, 'list.edit')
      const list = await lists.create({
        accountId: who.account.id,
        by: who.customer.id,
        name: input.name.trim(),
        rows: rowsIn(input.rows),
      })
      return present(who, found(list))
    },
    async update(who: CustomerWithAccount, id: string, input: S['OrderListInput']) {
      require(who, 'list.edit')
      const list = await lists.update(who.account.id, id.toLowerCase(), {
        by: who.customer.id,
        name: input.name.trim(),
        rows: rowsIn(input.rows),
      })
      return present(who, found(list))
    },
    async remove(who: CustomerWithAccount, id: string) {
      require(who, 'list.edit')
      if (!(await lists.remove(who.account.id, id.toLowerCase()))) throw notFound(m.listNotFound)
      return { success: true }
    },
    async resolve(who: CustomerWithAccount, id: string): Promise<Resolution> {
      require(who, 'list.show')
      const list = found(await lists.one(who.account.id, id.toLowerCase()))
      return deps.resolution.resolve(
        list.rows.map((row, i) => ({
          line: i + 1,
          article: row.article,
          brand: row.brand,
          quantity: row.quantity,
          product_uuid: row.productId,
        })),
      )
    },
    /** «Повторить заказ»: the order's lines (visible as the order is) through the resolution. */
    async repeatOrder(who: CustomerWithAccount, number: string): Promise<Resolution> {
      const lines = await deps.orderLines(who, number)
      return deps.resolution.resolve(
        lines.map((line, i) => ({
          line: i + 1,
          article: line.article,
          quantity: line.quantity,
          product_uuid: line.productId,
        })),
      )
    },
  }
}

export type OrderListsService = ReturnType<typeof createOrderListsService>
