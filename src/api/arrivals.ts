import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { QueryOf, Schema } from './types.ts'

export type ArrivalMark = Schema<'ArrivalMark'>
export type ArrivalPage = Schema<'ArrivalPage'>
export type ArrivalTruckDetails = Schema<'ArrivalTruckDetails'>
export type LatestArrivals = Schema<'LatestArrivals'>

/** /razborka: makes with trucks being dismantled. */
export function getArrivalMarks(client: ApiClient = api): Promise<ArrivalMark[]> {
  return unwrap(client.GET('/api/arrivals'))
}

/** The home page: the makes with trucks and the newest truck of the first ones, in one call. */
export function getLatestArrivals(client: ApiClient = api): Promise<LatestArrivals> {
  return unwrap(client.GET('/api/arrivals/latest'))
}

/** /razborka/{slug}: one make's trucks, paged. */
export function getArrivalsByMark(
  slug: string,
  query: QueryOf<'getArrivalsByMark'> = {},
  client: ApiClient = api,
): Promise<ArrivalPage> {
  const params = { path: { slug }, query }
  return unwrap(client.GET('/api/arrivals/{slug}', { params }))
}

/** /postupleniya_mashin/{model}/{slug}: one truck and its parts. */
export function getArrivalTruck(
  model: string,
  slug: string,
  client: ApiClient = api,
): Promise<ArrivalTruckDetails> {
  const params = { path: { model, slug } }
  return unwrap(client.GET('/api/arrivals/{model}/{slug}', { params }))
}
