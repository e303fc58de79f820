import type { Failure } from '@gruzovik/machines'
import { ApiError } from '../../api/errors.ts'
import { errorText } from '../../content/errors.ts'

/**
 * The one mapping from a failed call to what the buyer is told (docs/product.md#errors): every
 * failure (no answer, a timeout, a refusal with or without the server's message, a rate limit,
 * a server fault) gets a Russian sentence and a next step. The server's own message is kept
 * where it is meant for the customer (4xx); a 5xx never shows its body.
 */
export function describeFailure(error: unknown, online = isOnline()): Failure {
  const status = error instanceof ApiError ? error.status : 0
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {}
  const serverMessage = error instanceof ApiError ? messageOf(error) : undefined
  const failure = (kind: Failure['kind'], message: string, nextStep: string): Failure => ({
    kind,
    status,
    message,
    nextStep,
    fieldErrors,
  })
  const next = errorText.next
  if (status === 0) {
    if (!online) return failure('offline', errorText.offline, next.connection)
    if (isTimeout(error)) return failure('timeout', errorText.timeout, next.later)
    return failure('network', errorText.network, next.connection)
  }
  if (status >= 500) return failure('unavailable', errorText.unavailable, next.later)
  if (status === 429)
    return failure('rateLimited', serverMessage ?? errorText.rateLimited, next.wait)
  if (status === 401)
    return failure('unauthorised', serverMessage ?? errorText.unauthorised, next.login)
  if (status === 409) {
    // The server's refusal says what changed and what to do (orders: «проверьте корзину…»).
    return serverMessage
      ? failure('refused', serverMessage, '')
      : failure('refused', errorText.refused, next.checkCart)
  }
  return serverMessage
    ? failure('rejected', serverMessage, '')
    : failure('rejected', errorText.rejected(status), next.checkInput)
}

/** The message and the next step as one text; a failure a machine made up from something
 * that was not described (machines/shared/failure.ts) reads as a lost connection. */
export function failureText(failure: Failure): string {
  if (!failure.message) return `${errorText.network} ${errorText.next.connection}`
  return failure.nextStep ? `${failure.message} ${failure.nextStep}` : failure.message
}

/** A call's failure as the machines receive it: the actor rethrows this instead. */
export async function asFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw describeFailure(error)
  }
}

function messageOf(error: ApiError): string | undefined {
  const body = error.data
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message.trim() ? body.message : undefined
}

function isTimeout(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  return cause instanceof Error && cause.name === 'TimeoutError'
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}
