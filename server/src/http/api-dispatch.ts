import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify'
import FindMyWay from 'find-my-way'
import { errorAnswer } from './error-handler.ts'
import { httpMessages } from './messages.ts'
import { maxParamLength } from './url-limits.ts'

/** One read the server render makes, as the visitor: their session and address, never a token. */
export interface ApiCall {
  method: string
  /** Path and query, as the shop's client writes them (`/api/parts/x?y=1`). */
  url: string
  sessionId: string
  ip: string
}

export interface ApiAnswer {
  status: number
  body: string
}

type Validate = ((data: unknown, context?: object) => boolean) & {
  errors?: unknown
  schemaEnv?: unknown
}
type Serialize = (data: unknown) => string
type Handler = (request: unknown, reply: unknown) => unknown
type Part = 'params' | 'querystring' | 'headers'

interface ApiRoute {
  url: string
  schema: FastifySchema
  handler: Handler
  /** The plugin the route was declared in: its validator and serializer compilers. */
  owner: FastifyInstance
  compiled?: {
    validators: Array<[Part, Validate]>
    serializers: Map<string, Serialize>
  }
}

/**
 * The API's own reads answered without Fastify's request pipeline, for the server render: the
 * route of the same router (find-my-way, the same limits), its parameters checked by the route's
 * own schemas compiled by the route's own compilers (fastify-openapi-glue's from openapi.yaml),
 * its handler called, its answer serialised by its response schema, and errors answered by the
 * same mapping as the error handler. What the pipeline adds around that (compression, security
 * headers, no-store, rate limits) belongs to HTTP answers, not to a page's data: a page render is
 * one request, counted once.
 *
 * Call before the API's routes are registered; dispatch after the app is ready.
 */
export function captureApiRoutes(app: FastifyInstance) {
  const router = FindMyWay({ maxParamLength })
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const methods = [route.method].flat()
    if (!route.url.startsWith('/api/') || !methods.includes('GET')) return
    const store: ApiRoute = {
      url: route.url,
      schema: route.schema ?? {},
      handler: route.handler as Handler,
      owner: this,
    }
    router.on('GET', route.url, () => {}, store)
  })

  return async function dispatch(call: ApiCall): Promise<ApiAnswer> {
    // The render only reads; a write from it would be a bug, not a page's data.
    if (call.method !== 'GET') throw new Error(`The server render made a ${call.method} call`)
    const found = router.find('GET', call.url)
    if (!found) return json(...unmatched(call.url))
    const route = found.store as ApiRoute
    const request = {
      method: 'GET',
      url: call.url,
      routeOptions: { url: route.url },
      params: { ...found.params },
      query: found.searchParams,
      headers: { session: call.sessionId, accept: 'application/json' } as Record<string, string>,
      body: undefined,
      cookies: {},
      ip: call.ip,
      log: app.log,
    }
    const reply = { statusCode: 200 }
    try {
      const compiled = compile(route)
      const invalid = validate(compiled.validators, request)
      if (invalid) throw invalid
      const value = await route.handler(request as unknown as FastifyRequest, reply)
      const serialize = serializerFor(compiled.serializers, reply.statusCode)
      return {
        status: reply.statusCode,
        body: serialize ? serialize(value) : JSON.stringify(value),
      }
    } catch (error) {
      const answer = errorAnswer(error as Error, (failure) => app.log.error(failure))
      return json(answer.status, answer.body)
    }
  }
}

export type ApiDispatch = ReturnType<typeof captureApiRoutes>

const json = (status: number, body: unknown): ApiAnswer => ({ status, body: JSON.stringify(body) })

/** As `/api` answers a path no route has: 414 for an over-long segment, else 404. */
function unmatched(url: string): [number, { message: string }] {
  const pathname = url.split('?')[0] ?? ''
  return pathname.split('/').some((segment) => segment.length > maxParamLength)
    ? [414, { message: httpMessages.uriTooLong }]
    : [404, { message: httpMessages.notFound }]
}

/** The route's schemas through its plugin's compilers, once (as Fastify does at start). */
function compile(route: ApiRoute): NonNullable<ApiRoute['compiled']> {
  if (route.compiled) return route.compiled
  const validatorCompiler = route.owner.validatorCompiler
  const serializerCompiler = route.owner.serializerCompiler
  if (!validatorCompiler || !serializerCompiler) {
    throw new Error('The API dispatch runs once the app is ready')
  }
  const { schema, url } = route
  const validators: Array<[Part, Validate]> = []
  // Fastify's order: path, (body,) query, headers; header names compared in lower case.
  const parts: Array<[Part, unknown]> = [
    ['params', schema.params],
    ['querystring', schema.querystring],
    ['headers', schema.headers && lowerCaseHeaders(schema.headers)],
  ]
  for (const [httpPart, partSchema] of parts) {
    if (partSchema === undefined) continue
    const validate = validatorCompiler({
      schema: partSchema as FastifySchema,
      method: 'GET',
      url,
      httpPart,
    }) as Validate
    validators.push([httpPart, validate])
  }
  const serializers = new Map<string, Serialize>()
  for (const [status, response] of Object.entries(
    (schema.response ?? {}) as Record<string, unknown>,
  )) {
    const content = (response as { content?: Record<string, { schema: unknown }> }).content
    const responseSchema = content ? content['application/json']?.schema : response
    if (!responseSchema) continue
    serializers.set(
      status,
      serializerCompiler({
        schema: responseSchema,
        method: 'GET',
        url,
        httpStatus: status,
        ...(content ? { contentType: 'application/json' } : {}),
      }) as Serialize,
    )
  }
  route.compiled = { validators, serializers }
  return route.compiled
}

/** As Fastify validates a request: the first failing part is a validation error of that part. */
function validate(
  validators: Array<[Part, Validate]>,
  request: Record<'params' | 'query' | 'headers', unknown>,
): Error | null {
  for (const [part, check] of validators) {
    const key = part === 'querystring' ? 'query' : part
    const data = request[key] ?? null
    // Ajv coerces a root value only through its parent (the query's arrays).
    const valid = check.schemaEnv
      ? check(data, { parentData: request, parentDataProperty: key })
      : check(data)
    if (!valid) {
      return Object.assign(new Error(httpMessages.badRequest), {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        validation: check.errors,
        validationContext: part,
      })
    }
  }
  return null
}

/** Fastify's choice of response schema: the status, then `2xx`, then `default`. */
function serializerFor(serializers: Map<string, Serialize>, status: number) {
  return (
    serializers.get(String(status)) ??
    serializers.get(`${String(status)[0]}xx`) ??
    serializers.get('default')
  )
}

function lowerCaseHeaders(schema: unknown): unknown {
  const { properties, required, ...rest } = schema as {
    properties?: Record<string, unknown>
    required?: string[]
  }
  return {
    ...rest,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  }
}
