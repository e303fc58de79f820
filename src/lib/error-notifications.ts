import { ApiError } from '../api/errors.ts'
import { describeFailure, failureText } from './errors/describe-failure.ts'

/**
 * What the user is told about a failed call (docs/product.md#error-reporting). The API layer only
 * throws; whoever made the call decides: the session wiring (src/app) for the machines' calls, a
 * feature for its own. A notification says what the one mapping (errors/describe-failure.ts)
 * makes of the failure: the server's message, or a sentence and a next step for a lost
 * connection, a timeout, a server fault or a bare status. A 4xx with neither a message nor an
 * announced status (a 404 the page shows as «not found») stays silent.
 */
type NotificationListener = (text: string, error: ApiError) => void
const listeners = new Set<NotificationListener>()

/** The toast region subscribes here; returns the unsubscribe function. */
export function onErrorNotification(listener: NotificationListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Shows the error notification of a failed call, when it has one. */
export function notifyError(error: unknown): void {
  if (!(error instanceof ApiError)) return
  if (!error.notification && error.status > 0 && error.status < 500) return
  const text = failureText(describeFailure(error))
  for (const listener of listeners) listener(text, error)
}

/** A call whose failure the user is told about; the error still reaches the caller. */
export async function notifying<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    notifyError(error)
    throw error
  }
}
