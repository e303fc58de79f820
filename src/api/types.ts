import type { components, operations } from '@gruzovik/openapi'

/** Short names for the contract's schemas, so feature code never spells the generated paths. */
type Schemas = components['schemas']
export type Schema<Name extends keyof Schemas> = Schemas[Name]

/** The query object of an operation, e.g. `QueryOf<'searchParts'>`. */
export type QueryOf<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>
