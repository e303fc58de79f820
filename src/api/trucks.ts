import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

/** «Мои грузовики» and the offline VIN lookup (docs/product.md#the-fleet). */
export type Truck = Schema<'Truck'>
export type TruckInput = Schema<'TruckInput'>
export type TruckList = Schema<'TruckList'>
export type VinDecoding = Schema<'VinDecoding'>

export function listTrucks(client: ApiClient = api) {
  return unwrap(client.GET('/api/account/trucks'))
}

export function createTruck(body: TruckInput, client: ApiClient = api) {
  return unwrap(client.POST('/api/account/trucks', { body }))
}

export function updateTruck(uuid: string, body: TruckInput, client: ApiClient = api) {
  return unwrap(client.PUT('/api/account/trucks/{uuid}', { params: { path: { uuid } }, body }))
}

export function deleteTruck(uuid: string, client: ApiClient = api) {
  return unwrap(client.DELETE('/api/account/trucks/{uuid}', { params: { path: { uuid } } }))
}

/** The VIN as typed: the server reads it by the VIN rules (docs/product.md#vin). */
export function decodeVin(vin: string, client: ApiClient = api) {
  return unwrap(client.GET('/api/vin/{vin}', { params: { path: { vin: vin.trim() } } }))
}

/** The catalogue's makes and models for the header's truck picker; no login needed. */
export function listTruckMakes(client: ApiClient = api) {
  return unwrap(client.GET('/api/truck-makes'))
}
