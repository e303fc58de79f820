/**
 * An error a service throws to answer with a 4xx in the spec's shape `{ message, errors }`.
 * `errors` maps a field to its messages (spec 8: the shop shows the first one under the field).
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

/** 422 with one message on one field. */
export const fieldError = (field: string, message: string, summary = message) =>
  new HttpError(422, summary, { [field]: [message] })

export const notFound = (message: string) => new HttpError(404, message)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
