import fs from 'node:fs'
import { openapiSpecFile } from '@gruzovik/openapi/spec-file'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** A JSON Schema node as written in the yaml (loosely typed: the yaml is the authority). */
export type Schema = { [key: string]: unknown }

export interface OperationParameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: Schema
}

export interface Operation {
  operationId: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The yaml's path template, `/api/parts/{slug}`. */
  path: string
  parameters: OperationParameter[]
  body: { required: boolean; schema: Schema } | null
  /** Needs a bearer token (operation-level `security: [bearerAuth]`). */
  needsAuth: boolean
  /** Declared status → a validator of its JSON body (null when the status has no JSON body). */
  responses: Map<number, ValidateFunction | null>
}

const specId = 'openapi.json'
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deep copy with local refs `#/…` pointed at the registered spec document. */
function rebaseRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebaseRefs)
  if (!isObject(node)) return node
  const out: Schema = {}
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${specId}${value}`
        : rebaseRefs(value)
  }
  return out
}

/** Reads and indexes the OpenAPI document: operations, parameters, bodies, response validators. */
export function loadOpenApi(file = openapiSpecFile) {
  const spec = parse(fs.readFileSync(file, 'utf8')) as Schema

  /** Follows local `$ref`s (`#/components/...`) in the raw document. */
  function resolve(node: unknown): Schema {
    let current = node
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error('ref cycle')
      const ref: string = current.$ref
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), spec)
    }
    if (!isObject(current)) throw new Error(`unresolvable schema ${JSON.stringify(node)}`)
    return current
  }

  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema({ $id: specId, components: rebaseRefs(spec.components) } as Schema)

  const operations: Operation[] = []
  const paths = isObject(spec.paths) ? spec.paths : {}
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(rawItem)
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of methods) {
      if (!isObject(item[method])) continue
      const op = item[method] as Schema
      const parameters = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]
        .map(resolve)
        .map((p) => ({
          name: String(p.name),
          in: p.in as OperationParameter['in'],
          required: p.required === true,
          schema: resolve(p.schema ?? {}),
        }))
      let body: Operation['body'] = null
      if (op.requestBody) {
        const rb = resolve(op.requestBody)
        const media = isObject(rb.content) ? rb.content['application/json'] : undefined
        if (isObject(media))
          body = { required: rb.required === true, schema: resolve(media.schema) }
      }
      const security = Array.isArray(op.security) ? (op.security as Schema[]) : null
      const needsAuth =
        security !== null &&
        security.length > 0 &&
        security.every((entry) => Object.keys(entry).length > 0)
      const responses = new Map<number, ValidateFunction | null>()
      for (const [status, rawResponse] of Object.entries(
        isObject(op.responses) ? op.responses : {},
      )) {
        const response = resolve(rawResponse)
        const media = isObject(response.content) ? response.content['application/json'] : undefined
        responses.set(
          Number(status),
          isObject(media) && media.schema ? ajv.compile(rebaseRefs(media.schema) as Schema) : null,
        )
      }
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters,
        body,
        needsAuth,
        responses,
      })
    }
  }
  const errorValidator = ajv.compile({ $ref: `${specId}#/components/schemas/Error` })
  /** A validator for any schema of the document (local refs allowed). */
  const compile = (schema: Schema) => ajv.compile(rebaseRefs(schema) as Schema)
  return { spec, operations, resolve, errorValidator, compile }
}

export type OpenApiModel = ReturnType<typeof loadOpenApi>
