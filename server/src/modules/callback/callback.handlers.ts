import type { components } from '@gruzovik/openapi'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { createCallbackService } from './callback.service.ts'

export function createCallbackHandlers(callbacks: ReturnType<typeof createCallbackService>) {
  return {
    async requestCallback(request: FastifyRequest, reply: FastifyReply) {
      const body = request.body as components['schemas']['CallbackInput']
      const result = await callbacks.request(body)
      return reply.status(201).send(result)
    },
  }
}
