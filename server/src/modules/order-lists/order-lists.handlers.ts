import type { FastifyReply } from 'fastify'
import type { CartService } from '../cart/cart.service.ts'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { OrderListsService } from './order-lists.service.ts'
import type { OrderListSettings } from './order-lists-settings.ts'
import { readListFile } from './read-list-file.ts'
import type { ResolutionService } from './resolution.service.ts'
import { cartWorkbook, resultWorkbook } from './workbooks.ts'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const sendWorkbook = (reply: FastifyReply, fileName: string, body: Buffer) =>
  reply
    .type(xlsxType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body)

/** «Заказ по списку»: the list file, the resolution, the cart's import and export, saved lists
 * (docs/product.md#order-from-a-list). Guests may read, resolve and import into their cart. */
export function createOrderListsHandlers({
  orderLists,
  resolution,
  cart,
  currentCustomer,
  orderListSettings,
}: {
  orderLists: OrderListsService
  resolution: ResolutionService
  cart: CartService
  currentCustomer: CurrentCustomer
  orderListSettings: OrderListSettings
}) {
  return {
    async parseCartImportFile(request: OperationRequest<'parseCartImportFile'>) {
      return readListFile(request.body as Buffer | undefined, request.headers['content-type'], {
        maxRows: orderListSettings.maxRows,
      })
    },
    async resolveCartImport(request: OperationRequest<'resolveCartImport'>) {
      return resolution.resolve(request.body.rows)
    },
    async importCartLines(request: OperationRequest<'importCartLines'>) {
      return cart.importLines(await currentCustomer.cartOwner(request), request.body.lines)
    },
    async downloadCartImportResult(
      request: OperationRequest<'downloadCartImportResult'>,
      reply: FastifyReply,
    ) {
      const onlyNotFound = request.query.only === 'not_found'
      const { rows } = await resolution.resolve(request.body.rows)
      const name = onlyNotFound ? 'ne-naideno.xlsx' : 'rezultat.xlsx'
      return sendWorkbook(reply, name, await resultWorkbook(rows, onlyNotFound))
    },
    async exportCart(request: OperationRequest<'exportCart'>, reply: FastifyReply) {
      const lines = await cart.exportLines(await currentCustomer.cartOwner(request))
      const brands = await resolution.brandsOf(lines.map((line) => line.productId))
      const rows = lines.map((line) => ({ ...line, brand: brands.get(line.productId) ?? null }))
      return sendWorkbook(reply, 'korzina.xlsx', await cartWorkbook(rows))
    },

    async listOrderLists(request: OperationRequest<'listOrderLists'>) {
      return orderLists.list(await currentCustomer.require(request))
    },
    async createOrderList(request: OperationRequest<'createOrderList'>, reply: FastifyReply) {
      const list = await orderLists.create(await currentCustomer.require(request), request.body)
      reply.code(201)
      return list
    },
    async getOrderList(request: OperationRequest<'getOrderList'>) {
      return orderLists.get(await currentCustomer.require(request), request.params.uuid)
    },
    async updateOrderList(request: OperationRequest<'updateOrderList'>) {
      return orderLists.update(
        await currentCustomer.require(request),
        request.params.uuid,
        request.body,
      )
    },
    async deleteOrderList(request: OperationRequest<'deleteOrderList'>) {
      return orderLists.remove(await currentCustomer.require(request), request.params.uuid)
    },
    async resolveOrderList(request: OperationRequest<'resolveOrderList'>) {
      return orderLists.resolve(await currentCustomer.require(request), request.params.uuid)
    },
    async resolveOrderRepeat(request: OperationRequest<'resolveOrderRepeat'>) {
      return orderLists.repeatOrder(await currentCustomer.require(request), request.params.number)
    },
  }
}
