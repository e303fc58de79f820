import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type CallbackInput = Schema<'CallbackInput'>

/** The callback form: name and phone (and an optional comment). */
export function requestCallback(
  input: CallbackInput,
  client: ApiClient = api,
): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.POST('/api/callback', { body: input }))
}
