import { ApiError } from '../api/errors.ts'

/**
 * What a page loader hands its component: the data, or which designed state to show instead.
 * A 404 from the API is the page's own "not found" state, any other failure the error state;
 * route parameter errors never get here (they are the router's fatal 404).
 */
export type LoadResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; offline: boolean }

export async function loadResult<T>(load: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { status: 'ok', data: await load() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' }
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    return { status: 'error', offline }
  }
}
