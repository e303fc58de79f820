import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type InitialData = Schema<'InitialData'>

/** GET /api/data: env, user, app data and the token domain; failures are only logged
 * (docs/product.md#start-up). */
export function getInitialData(client: ApiClient = api): Promise<InitialData> {
  return unwrap(client.GET('/api/data'))
}
