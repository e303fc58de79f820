/**
 * docs/product.md#error-reporting: every failed call becomes an `ApiError` with field errors for
 * forms and, when there is something to tell the user, a notification text; the caller decides
 * whether to show it.
 */

/** Statuses that are announced by their number when the server sends no message. */
const announcedStatuses = new Set([403, 413, 422, 429, 500])

export class ApiError extends Error {
  readonly status: number
  /** First message per field, for the messages under form fields. */
  readonly fieldErrors: Record<string, string>
  /** What the error notification says: the server's message, or a bare status as text. */
  readonly notification?: string
  /** The raw response body, kept for logging. */
  readonly data: unknown

  constructor(status: number, data: unknown, fallbackMessage?: string, options?: ErrorOptions) {
    const body = isRecord(data) ? data : {}
    const message = typeof body.message === 'string' && body.message ? body.message : undefined
    super(message ?? fallbackMessage ?? `HTTP ${status}`, options)
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

interface FetchResult<T> {
  data?: T
  error?: unknown
  response: Response
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an `ApiError`. A network failure
 * becomes status 0 so callers handle one error type. What the user is told is the caller's
 * decision (src/lib/error-notifications.ts); here a server failure's body is only logged.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>) {
  let result: FetchResult<T>
  try {
    result = await call
  } catch (cause) {
    // The cause tells a timeout from a lost connection (src/lib/errors/describe-failure.ts).
    throw new ApiError(0, null, cause instanceof Error ? cause.message : String(cause), { cause })
  }
  const { data, error, response } = result
  if (response.ok && error === undefined && data !== undefined) return data as Exclude<T, undefined>
  const apiError = new ApiError(response.ok ? 500 : response.status, error ?? data ?? null)
  if (apiError.status >= 500) console.error(`[API] ${apiError.status}`, apiError.data)
  throw apiError
}
