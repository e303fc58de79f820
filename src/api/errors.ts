/**
 * Spec 8 in one place: every failed call becomes an `ApiError` with field errors for forms
 * and, when there is something to tell the user, a notification text for the toast region.
 */

/** Statuses that are announced by their number when the server sends no message (spec 8). */
const announcedStatuses = new Set([403, 413, 422, 429, 500])

export class ApiError extends Error {
  readonly status: number
  /** First message per field, for the messages under form fields. */
  readonly fieldErrors: Record<string, string>
  /** What the error notification says: the server's message, or a bare status as text. */
  readonly notification?: string
  /** The raw response body, kept for logging. */
  readonly data: unknown

  constructor(status: number, data: unknown, fallbackMessage?: string) {
    const body = isRecord(data) ? data : {}
    const message = typeof body.message === 'string' && body.message ? body.message : undefined
    super(message ?? fallbackMessage ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.data = data
    this.fieldErrors = firstMessages(body.errors)
    this.notification = message ?? (announcedStatuses.has(status) ? String(status) : undefined)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function firstMessages(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (!isRecord(errors)) return result
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages
    if (typeof first === 'string') result[field] = first
  }
  return result
}

type NotificationListener = (text: string, error: ApiError) => void
const listeners = new Set<NotificationListener>()

/** The toast region subscribes here; returns the unsubscribe function. */
export function onApiErrorNotification(listener: NotificationListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * How a call reports its failure besides throwing: `notify` (default) announces it,
 * `log` only writes it to the console (cart, spec 8), `silent` says nothing (quick order).
 */
export type ErrorReporting = 'notify' | 'log' | 'silent'

export interface CallOptions {
  errors?: ErrorReporting
}

/** Reports an error once according to `reporting`; 500 bodies are always logged (spec 8). */
export function reportApiError(error: ApiError, reporting: ErrorReporting = 'notify') {
  if (error.status >= 500) console.error(`[API] ${error.status}`, error.data)
  // A 4xx while the server renders is the page's own state (an unknown part): the server's
  // request log has it already.
  const inBrowser = typeof document !== 'undefined'
  if (reporting === 'log' && error.status < 500 && inBrowser) {
    console.error(`[API] ${error.status}`, error)
  }
  if (reporting !== 'notify' || !error.notification) return
  for (const listener of listeners) listener(error.notification, error)
}

interface FetchResult<T> {
  data?: T
  error?: unknown
  response: Response
}

/**
 * Awaits an openapi-fetch call and returns its data, or reports and throws an `ApiError`.
 * A network failure becomes status 0 so callers handle one error type.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>, options: CallOptions = {}) {
  let result: FetchResult<T>
  try {
    result = await call
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : String(cause))
    reportApiError(error, options.errors === 'silent' ? 'silent' : 'log')
    throw error
  }
  const { data, error, response } = result
  if (response.ok && error === undefined && data !== undefined) return data as Exclude<T, undefined>
  const apiError = new ApiError(response.ok ? 500 : response.status, error ?? data ?? null)
  reportApiError(apiError, options.errors)
  throw apiError
}
