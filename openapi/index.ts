// Types generated from openapi.yaml; the single source of the API's shapes for shop and server.
export type { components, operations, paths } from './schema.d.ts'
