import type { Operation } from './openapi-model.ts'

/**
 * Statuses any operation may answer before its own handler runs (Fastify and the body guard):
 * a malformed URL (400), an unknown or mangled route (404), a method mismatch (405), an
 * oversized body (413), a too-long path parameter (414), a non-JSON body (415), bad input (422).
 * Answers with one the yaml does not declare for that operation are counted, not failed, and
 * reported as yaml changes to make.
 */
export const genericStatuses = new Set([400, 404, 405, 413, 414, 415, 422])

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

export type Verdict = { ok: true; undeclared?: number } | { ok: false; problem: string }

/** Checks one answer against the yaml: no 5xx, a declared status, a body of the declared shape. */
export function checkAnswer(
  op: Operation,
  answer: Answer,
  errorValidator: (data: unknown) => boolean,
  url = op.path,
): Verdict {
  const status = answer.statusCode
  if (status >= 500) {
    return { ok: false, problem: `server error ${status}: ${answer.body.slice(0, 300)}` }
  }
  const path = url.split('?')[0] ?? url
  // A `..` segment is resolved by URL parsing into another route: only "no 5xx" applies there.
  if (path.split('/').includes('..')) return { ok: true }
  // An empty path parameter leaves a trailing slash, which the shop redirects (spa.ts).
  if ((status === 301 || status === 308) && path.endsWith('/')) return { ok: true }
  const declared = op.responses.has(status)
  if (!declared && !genericStatuses.has(status)) {
    return { ok: false, problem: `status ${status} is not declared` }
  }
  const validate = declared ? op.responses.get(status) : errorValidator
  const type = String(answer.headers['content-type'] ?? '')
  if (validate) {
    if (!type.startsWith('application/json')) {
      return { ok: false, problem: `status ${status} has content-type "${type}", JSON expected` }
    }
    let data: unknown
    try {
      data = JSON.parse(answer.body)
    } catch {
      return {
        ok: false,
        problem: `status ${status} body is not JSON: ${answer.body.slice(0, 200)}`,
      }
    }
    if (!validate(data)) {
      const errors = 'errors' in validate ? JSON.stringify(validate.errors).slice(0, 400) : ''
      return { ok: false, problem: `status ${status} body does not match the schema: ${errors}` }
    }
  }
  return declared ? { ok: true } : { ok: true, undeclared: status }
}
