import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DomainError, type DomainErrorKind } from '../modules/shared/domain-errors.ts'
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

/** Russian messages for Fastify's own client errors, by error code (the most precise). */
const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: httpMessages.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpMessages.badJson,
  FST_ERR_BAD_URL: httpMessages.badUrl,
}

/** …and by status for every other one. */
const messageByStatus: Record<number, string> = {
  400: httpMessages.badRequest,
  404: httpMessages.notFound,
  405: httpMessages.methodNotAllowed,
  413: httpMessages.tooLarge,
  414: httpMessages.uriTooLong,
  415: httpMessages.unsupportedMediaType,
}

/**
 * The message of a 4xx raised by Fastify or a plugin: their own texts are English (and name
 * internals), so the customer gets a Russian one chosen by code, then by status.
 */
export function clientErrorMessage(error: { code?: string; statusCode?: number }): string {
  return (
    (error.code ? messageByCode[error.code] : undefined) ??
    (error.statusCode ? messageByStatus[error.statusCode] : undefined) ??
    httpMessages.requestRefused
  )
}

/** The status each kind of domain error answers with. */
const statusByKind = {
  invalid: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>

/** `{ message }`, with `errors` only when there are field messages. */
const errorBody = (error: { message: string; errors?: Record<string, string[]> | undefined }) =>
  error.errors ? { message: error.message, errors: error.errors } : { message: error.message }

/**
 * Fastify's `frameworkErrors` (a malformed URL, a too long path parameter: raised before
 * routing, so the error handler never sees them) in the same shape and language.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400
  if (status >= 500) {
    request.log.error(error)
    return reply.status(500).send({ message: httpMessages.serverError })
  }
  return reply
    .status(status)
    .send({ message: clientErrorMessage({ code: error.code, statusCode: status }) })
}

/**
 * The answer to an error, in the error shape `{ message, errors }`
 * (docs/product.md#error-shape): a service's domain error with the status of its kind,
 * validation as 422 with per-field messages, client errors with their status and a Russian
 * message, and 5xx without internals (`logError` gets what is hidden).
 */
export function errorAnswer(
  error: FastifyError | HttpError | DomainError | Error,
  logError: (error: Error) => void,
): { status: number; body: { message: string; errors?: Record<string, string[]> } } {
  if (error instanceof DomainError)
    return { status: statusByKind[error.kind], body: errorBody(error) }
  if (error instanceof HttpError) return { status: error.statusCode, body: errorBody(error) }
  const framework = error as Partial<FastifyError>
  if (framework.validation) {
    const errors: Record<string, string[]> = {}
    for (const issue of framework.validation as ValidationIssue[]) {
      const field = fieldOf(issue, framework.validationContext)
      errors[field] = [...(errors[field] ?? []), httpMessages.invalidValue]
    }
    return { status: 422, body: { message: httpMessages.checkInput, errors } }
  }
  const status = framework.statusCode ?? 500
  if (status >= 500 || status < 400) {
    logError(error)
    return { status: 500, body: { message: httpMessages.serverError } }
  }
  return { status, body: { message: clientErrorMessage(framework) } }
}

/** Every error leaves through errorAnswer. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const answer = errorAnswer(error, (failure) => request.log.error(failure))
    return reply.status(answer.status).send(answer.body)
  })
}
