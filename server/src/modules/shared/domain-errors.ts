/**
 * The errors services throw when a rule of the shop refuses a request. They know nothing of
 * HTTP: the edge (http/error-handler.ts) answers each kind with its status in the error shape
 * `{ message, errors }`, where `errors` maps a field to its messages (the shop shows the first
 * one under the field).
 */
export type DomainErrorKind =
  /** The input breaks a rule (422). */
  | 'invalid'
  /** Nobody is logged in (401). */
  | 'unauthorized'
  /** The customer may not do this (403). */
  | 'forbidden'
  /** The thing asked for does not exist, or is not the customer's (404). */
  | 'notFound'
  /** The request clashes with the current state: stock, an order's status (409). */
  | 'conflict'
  /** Asked too often (429). */
  | 'tooMany'
  /** A service we depend on failed (503). */
  | 'unavailable'

export class DomainError extends Error {
  override name = 'DomainError'
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

/** Invalid input with messages per field. */
export const invalid = (message: string, errors: Record<string, string[]>) =>
  new DomainError('invalid', message, errors)

/** Invalid input: one message on one field. */
export const fieldError = (field: string, message: string, summary = message) =>
  invalid(summary, { [field]: [message] })

export const notFound = (message: string) => new DomainError('notFound', message)
export const unauthorized = (message: string) => new DomainError('unauthorized', message)
export const forbidden = (message: string, errors?: Record<string, string[]>) =>
  new DomainError('forbidden', message, errors)
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new DomainError('conflict', message, errors)
export const tooMany = (message: string) => new DomainError('tooMany', message)
export const unavailable = (message: string) => new DomainError('unavailable', message)
