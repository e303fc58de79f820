import type { FastifyReply } from 'fastify'
import type { OperationRequest } from '../shared/operation-request.ts'
import type { createCallbackService } from './callback.service.ts'

export function createCallbackHandlers({
  callback,
}: {
  callback: ReturnType<typeof createCallbackService>
}) {
  return {
    async requestCallback(request: OperationRequest<'requestCallback'>, reply: FastifyReply) {
      return reply.status(201).send(await callback.request(request.body))
    },
  }
}
