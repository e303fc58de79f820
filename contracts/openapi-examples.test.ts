/**
 * The description must load where the server loads it: fastify-openapi-glue with the server's
 * AJV options (strict mode rejects unknown keywords such as `x-designed` in request schemas).
 * Every request example must pass validation and every success example must serialise unchanged.
 */
import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyReply } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const specFile = path.resolve(import.meta.dirname, '../openapi/openapi.yaml')

interface MediaType {
  example?: unknown
  examples?: Record<string, { value: unknown }>
}
interface OperationSpec {
  operationId: string
  requestBody?: { content: Record<string, MediaType> }
  responses: Record<string, { content?: Record<string, MediaType> }>
}
type Spec = { paths: Record<string, Record<string, OperationSpec>> }

const exampleOf = (media: MediaType | undefined) =>
  media?.example ?? Object.values(media?.examples ?? {})[0]?.value

/** Path parameters filled with values that pass their schemas. */
const sampleUuid = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f04'
const queries: Record<string, string> = {
  getPageMeta: '?page=%2F',
  removeCartItem: `?product_uuid=${sampleUuid}`,
}

const spec = parse(fs.readFileSync(specFile, 'utf8')) as Spec
const cases = Object.entries(spec.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => {
    const status = op.responses['200'] ? 200 : 201
    const url = template.replace(/\{(uuid|product_uuid)\}/g, sampleUuid).replace(/\{[^}]+\}/g, 'x')
    return {
      id: op.operationId,
      method: method.toUpperCase(),
      url: url + (queries[op.operationId] ?? ''),
      request: exampleOf(op.requestBody?.content['application/json']),
      status,
      response: exampleOf(op.responses[String(status)]?.content?.['application/json']),
    }
  }),
)

async function appAnsweringExamples() {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  })
  const handlers = Object.fromEntries(
    cases.map((c) => [
      c.id,
      async (_request: unknown, reply: FastifyReply) => reply.code(c.status).send(c.response),
    ]),
  )
  await app.register(openapiGlue, { specification: specFile, serviceHandlers: handlers })
  await app.ready()
  return app
}

describe('openapi.yaml in the server stack', () => {
  let app: Awaited<ReturnType<typeof appAnsweringExamples>>
  beforeAll(async () => {
    app = await appAnsweringExamples()
  })
  afterAll(() => app.close())

  it('accepts every request example and serialises every success example', async () => {
    const failures: string[] = []
    for (const c of cases) {
      const method = c.method as 'GET' | 'POST' | 'PUT' | 'DELETE'
      const reply = await app.inject({ method, url: c.url, payload: c.request as object })
      const body: unknown = reply.body ? JSON.parse(reply.body) : undefined
      if (reply.statusCode !== c.status) failures.push(`${c.id}: ${reply.statusCode} ${reply.body}`)
      else if (JSON.stringify(sorted(body)) !== JSON.stringify(sorted(c.response)))
        failures.push(`${c.id}: answer changed by serialisation`)
    }
    expect(failures).toEqual([])
  })

  // Plain glue answers 400; the server's error handler turns these into 422.
  it('refuses a huge quantity, a negative page and an overlong text as invalid', async () => {
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { product_uuid: sampleUuid, quantity: 10_000_000 },
    })
    const negative = await app.inject({ method: 'GET', url: '/api/search?page=-1' })
    const longText = await app.inject({ method: 'GET', url: `/api/search?s=${'я'.repeat(300)}` })
    expect([tooMany.statusCode, negative.statusCode, longText.statusCode]).toEqual([400, 400, 400])
  })
})

/** JSON with object keys sorted, so key order from the serialiser does not matter. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sorted(v)]),
    )
  return value
}
