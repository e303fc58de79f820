import type { FastifyReply } from 'fastify'
import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { TrucksService } from './trucks.service.ts'

/** «Мои грузовики» and the offline VIN lookup (docs/product.md#the-fleet). */
export function createTrucksHandlers({
  trucks,
  currentCustomer,
}: {
  trucks: TrucksService
  currentCustomer: CurrentCustomer
}) {
  return {
    async listTrucks(request: OperationRequest<'listTrucks'>) {
      return trucks.list(await currentCustomer.require(request))
    },
    async createTruck(request: OperationRequest<'createTruck'>, reply: FastifyReply) {
      const truck = await trucks.create(await currentCustomer.require(request), request.body)
      reply.code(201)
      return truck
    },
    async updateTruck(request: OperationRequest<'updateTruck'>) {
      return trucks.update(
        await currentCustomer.require(request),
        request.params.uuid,
        request.body,
      )
    },
    async deleteTruck(request: OperationRequest<'deleteTruck'>) {
      return trucks.remove(await currentCustomer.require(request), request.params.uuid)
    },
    /** Public: the header's truck picker chooses make → model → year without logging in. */
    listTruckMakes: () => trucks.makes(),
    async decodeVin(request: OperationRequest<'decodeVin'>) {
      return trucks.decodeVin(request.params.vin)
    },
  }
}
