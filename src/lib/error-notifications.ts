import { ApiError } from '../api/errors.ts'

/**
 * What the user is told about a failed call (docs/product.md#error-reporting). The API layer only
 * throws; whoever made the call decides: the session wiring (src/app) for the machines' calls, a
 * feature for its own. A notification shows an API error's top-level text (the server's message,
 * or a bare status); field errors stay under their fields, and a network failure says nothing.
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
  if (!(error instanceof ApiError) || !error.notification) return
  for (const listener of listeners) listener(error.notification, error)
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
