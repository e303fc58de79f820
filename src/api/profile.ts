import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Profile = Schema<'Profile'>
export type ProfileInput = Schema<'ProfileInput'>

export function getProfile(client: ApiClient = api): Promise<Profile> {
  return unwrap(client.GET('/api/account/profile'))
}

export function updateProfile(input: ProfileInput, client: ApiClient = api): Promise<Profile> {
  return unwrap(client.PUT('/api/account/profile', { body: input }))
}
