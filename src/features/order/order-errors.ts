import { ApiError } from '../../api/errors.ts'
import type { OrderErrors } from './order-form.ts'

/** Spec 8: the server's first message per field, keyed as the form keys its own errors. */
export function serverOrderErrors(error: unknown): OrderErrors {
  return error instanceof ApiError ? { ...error.fieldErrors } : {}
}
