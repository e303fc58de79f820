import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../api/errors.ts'
import { notifyError } from '../../lib/error-notifications.ts'

/** A page's data: loading (skeleton), forbidden (the server's 403), error, or the data. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error' }
  | { status: 'ok'; data: T }

export function toLoadState<T>(error: unknown): LoadState<T> {
  return error instanceof ApiError && error.status === 403
    ? { status: 'forbidden' }
    : { status: 'error' }
}

/**
 * Loads with `load` on mount and whenever `key` changes; `reload` refetches and keeps the old
 * data on screen until the answer arrives. A late answer for an old key is dropped. A failure is
 * also an error notification.
 */
export function useLoad<T>(load: () => Promise<T>, key = '') {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the key says when to refetch
  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setState({ status: 'ok', data }),
      (error: unknown) => {
        notifyError(error)
        if (current) setState(toLoadState<T>(error))
      },
    )
    return () => {
      current = false
    }
  }, [key, version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { state, reload, setState }
}
