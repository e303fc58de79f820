import { notFound } from '@tanstack/react-router'
import { ApiError } from '../api/errors.ts'

/**
 * What a loader hands its component: the data, or which designed state to show instead.
 * A 404 from the API is the "not found" state, any other failure the error state; route
 * parameter errors never get here (they are the router's fatal 404).
 */
export type LoadResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; offline: boolean }

/**
 * What a page's loader hands its component: the data or the error state. A page whose subject
 * does not exist never gets here: its loader threw the router's `notFound()`, so the route's
 * not-found component shows and the server render answers 404 (docs/product.md#not-found-pages).
 */
export type PageResult<T> = Exclude<LoadResult<T>, { status: 'not-found' }>

/** A section's data (the home page's): its not-found is a state of the section, never thrown. */
export async function loadResult<T>(load: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { status: 'ok', data: await load() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' }
    return failed()
  }
}

/**
 * A page's own subject (a part, a make, a catalogue section): an API 404 throws the router's
 * `notFound()`, which the route's not-found component answers; other failures are the error state.
 */
export async function loadPage<T>(load: () => Promise<T>): Promise<PageResult<T>> {
  try {
    return { status: 'ok', data: await load() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    return failed()
  }
}

function failed(): { status: 'error'; offline: boolean } {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return { status: 'error', offline }
}
