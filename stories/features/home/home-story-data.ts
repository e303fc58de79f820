import { homeArrivals } from '../../../src/features/home/home-fixtures.ts'
import type { LatestArrivals } from '../../../src/features/home/latest-arrivals.ts'
import type { LoadResult } from '../../../src/lib/load-result.ts'

/** A drawn truck photo, so stories need no image server. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#dfe5ec"/><rect x="40" y="60" width="150" height="70" fill="#2b4c7e"/><rect x="190" y="80" width="80" height="50" fill="#c2410c"/><circle cx="90" cy="140" r="18" fill="#1f2328"/><circle cx="230" cy="140" r="18" fill="#1f2328"/></svg>',
)}`

export const storyArrivals: LatestArrivals = {
  ...homeArrivals,
  trucks: homeArrivals.trucks.map((truck) =>
    truck.image ? { ...truck, image: { sizes: { thumbnail: photo } } } : truck,
  ),
}

export const ok = <T>(data: T): Promise<LoadResult<T>> => Promise.resolve({ status: 'ok', data })
export const failed = <T>(offline = false): Promise<LoadResult<T>> =>
  Promise.resolve({ status: 'error', offline })
/** Data that never arrives: the skeletons stay. */
export const pending = <T>(): Promise<LoadResult<T>> => new Promise(() => {})
