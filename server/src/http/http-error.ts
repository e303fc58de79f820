/**
 * An error the edge itself raises (a refused content type, a rate limit) to answer with a 4xx
 * in the error shape `{ message }` (docs/product.md#error-shape). Services throw domain errors
 * instead (modules/shared/domain-errors.ts), which the error handler maps to their status.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}
