import type { OperationRequest } from '../shared/operation-request.ts'
import type { createMetaService } from './meta.service.ts'

export function createMetaHandlers({ meta }: { meta: ReturnType<typeof createMetaService> }) {
  return {
    getPageMeta: (request: OperationRequest<'getPageMeta'>) => meta.forPage(request.query.page),
  }
}
