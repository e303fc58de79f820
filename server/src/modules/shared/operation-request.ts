import type { operations } from '@gruzovik/openapi'
import type { FastifyRequest } from 'fastify'

type Parameters<Op extends keyof operations> = operations[Op]['parameters']
type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>
type JsonBody<Op extends keyof operations> =
  NonNullable<operations[Op]['requestBody']> extends {
    content: { 'application/json': infer Body }
  }
    ? Body
    : unknown

/**
 * The request of one operation of openapi.yaml, typed from the generated `operations`: path
 * parameters, query and JSON body as AJV has validated them before the handler runs.
 */
export type OperationRequest<Op extends keyof operations> = FastifyRequest<{
  Params: Present<Parameters<Op>['path']>
  Querystring: Present<Parameters<Op>['query']>
  Body: JsonBody<Op>
}>
