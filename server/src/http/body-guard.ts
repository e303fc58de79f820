import type { FastifyInstance } from 'fastify'
import { HttpError } from './http-error.ts'
import { httpMessages } from './messages.ts'

/** The content types the contract names only for answers: the invoice (application/pdf). */
export const answerOnlyTypes = ['application/pdf'] as const

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type)

/**
 * The first place a NUL character hides in a parsed value (PostgreSQL text cannot hold one).
 * Walks with its own stack: a body nested thousands of levels deep must not overflow the call
 * stack (that was a 500).
 */
function nulPath(root: unknown, rootPath: string): string | null {
  const pending: [unknown, string][] = [[root, rootPath]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'request'
    } else if (value && typeof value === 'object') {
      const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value)
      // Reversed so the first field is checked first, as the recursive walk did.
      for (const [key, item] of entries.reverse()) {
        pending.push([item, path ? `${path}.${key}` : String(key)])
      }
    }
  }
  return null
}

/**
 * The API takes JSON only. A body of another type is refused with 415 (otherwise it would skip
 * the JSON schema and reach a handler unchecked), and a missing body is checked as `{}` so its
 * required fields give the usual 422 instead of a crash.
 */
export function registerBodyGuard(app: FastifyInstance) {
  // NUL bytes in paths, queries or bodies would reach SQL and fail there: refuse them first.
  app.addHook('preValidation', async (request, reply) => {
    // No stored slug or id holds a NUL: such a path names nothing.
    if (nulPath(request.params, '')) {
      return reply.status(404).send({ message: httpMessages.notFound })
    }
    const field = nulPath(request.query, '') ?? nulPath(request.body, '')
    if (field) {
      return reply.status(422).send({
        message: httpMessages.checkInput,
        errors: { [field]: [httpMessages.invalidValue] },
      })
    }
  })

  // An empty body under any content type is no body (some clients label bodiless POSTs).
  const refuse = (
    _request: unknown,
    body: Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (body.length === 0) return done(null, undefined)
    done(new HttpError(415, httpMessages.jsonOnly), undefined)
  }
  app.addContentTypeParser('*', { parseAs: 'buffer' }, refuse)
  // The same refusal by name for the types only answers have, or fastify-openapi-glue, which
  // looks up a parser for every type the contract names (answers' too), warns at each start.
  app.addContentTypeParser([...answerOnlyTypes], { parseAs: 'buffer' }, refuse)
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.schema?.body) return
    const type = request.headers['content-type']
    if (request.body !== undefined && type && !isJson(type)) {
      return reply.status(415).send({ message: httpMessages.jsonOnly })
    }
    if (request.body === undefined || request.body === null) {
      request.body = {}
      // Fastify picks the body validator by content type: name it so the schema still applies.
      request.headers['content-type'] = 'application/json'
    }
  })
}
