import { ApiError } from '../../api/errors.ts'
import type { OrderErrors } from './order-form.ts'

/** The server's first message per field, keyed as the form keys its own errors. */
export function serverOrderErrors(error: unknown): OrderErrors {
  if (!(error instanceof ApiError)) return {}
  // Short stock (409): the whole message names every short line, and the cart was corrected.
  if (isStockShortage(error)) return { ...error.fieldErrors, cart: error.message }
  return { ...error.fieldErrors }
}

/** The server refused the order because the stock no longer covers the cart. */
export const isStockShortage = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && 'cart' in error.fieldErrors
