import type { paths } from '@gruzovik/openapi'
import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

/** The account's editable lists: each one a collection path and an item path `{uuid}` under it. */
export type CrudPath =
  | '/api/account/addresses'
  | '/api/account/contractors'
  | '/api/account/users'
  | '/api/recipients'

type Json<Body> = Body extends { content: { 'application/json': infer T } } ? T : never
type ListOf<P extends CrudPath> = Json<paths[P]['get']['responses'][200]>
type ItemOf<P extends CrudPath> = Json<paths[`${P}/{uuid}`]['put']['responses'][200]>
type InputOf<P extends CrudPath> = Json<paths[P]['post']['requestBody']>

/** list/create/update/delete of one account list on the shared client (replaceable for tests). */
export function crudResource<P extends CrudPath>(path: P) {
  // openapi-fetch resolves a call only for a known path: the calls go through the union of the
  // four, and each result is narrowed back to this resource's types.
  const collection: CrudPath = path
  const item: `${CrudPath}/{uuid}` = `${path}/{uuid}`
  const params = (uuid: string) => ({ path: { uuid } })
  return {
    list: (client: ApiClient = api) => unwrap(client.GET(collection)) as Promise<ListOf<P>>,
    create: (input: InputOf<P>, client: ApiClient = api) =>
      unwrap(client.POST(collection, { body: input })) as Promise<ItemOf<P>>,
    update: (uuid: string, input: InputOf<P>, client: ApiClient = api) =>
      unwrap(client.PUT(item, { params: params(uuid), body: input })) as Promise<ItemOf<P>>,
    remove: (uuid: string, client: ApiClient = api): Promise<Schema<'SuccessResponse'>> =>
      unwrap(client.DELETE(item, { params: params(uuid) })),
  }
}
