import type { CurrentCustomer } from '../customers/current-customer.ts'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { createInitialDataService } from './initial-data.service.ts'

/** Handlers by operationId (fastify-openapi-glue): they read the request and call a service. */
export function createAppHandlers({
  initialData,
  currentCustomer,
}: {
  initialData: ReturnType<typeof createInitialDataService>
  currentCustomer: CurrentCustomer
}) {
  return {
    async getInitialData(request: OperationRequest<'getInitialData'>) {
      return initialData.get(await currentCustomer.optional(request))
    },
  }
}
