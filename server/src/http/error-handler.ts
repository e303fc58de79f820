import type { FastifyError, FastifyInstance } from 'fastify'
import { HttpError } from './http-error.ts'
import { httpMessages } from './messages.ts'

interface ValidationIssue {
  instancePath?: string
  params?: { missingProperty?: string }
  message?: string
}

/** Field name of one validation issue: `/phone` → `phone`, a missing property → its name. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.')
  return issue.params?.missingProperty ?? (fromPath || context || 'request')
}

/**
 * Every error leaves in the spec's shape `{ message, errors }`: validation as 422 with
 * per-field messages, client errors with their status, and 5xx without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body = error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message }
      return reply.status(error.statusCode).send(body)
    }
    if (error.validation) {
      const errors: Record<string, string[]> = {}
      for (const issue of error.validation as ValidationIssue[]) {
        const field = fieldOf(issue, error.validationContext)
        errors[field] = [...(errors[field] ?? []), httpMessages.invalidValue]
      }
      return reply.status(422).send({ message: httpMessages.checkInput, errors })
    }
    const status = error.statusCode ?? 500
    if (status >= 500 || status < 400) {
      request.log.error(error)
      return reply.status(500).send({ message: httpMessages.serverError })
    }
    return reply.status(status).send({ message: error.message })
  })
}
