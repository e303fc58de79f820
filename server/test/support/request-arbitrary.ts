import fc from 'fast-check'
import type { Operation, OperationParameter } from './openapi-model.ts'
import {
  brokenValue,
  type Resolve,
  type ValuePools,
  validValue,
  wrongTypeValue,
} from './schema-values.ts'

export type AuthMode = 'customer' | 'none' | 'garbage'

/** One request for `app.inject`, plus what kind of input it carries (for the report). */
export interface FuzzRequest {
  operationId: string
  method: Operation['method']
  url: string
  headers: Record<string, string>
  payload?: string
  auth: AuthMode
  /** 'valid' or the name of the malformation applied. */
  kind: string
}

/** Path segments that must never escape routing or reach a handler undecoded. */
export const hostilePathSegments = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5Cwindows',
  'a%2Fb',
  '%00',
  'abc%00.json',
  '%',
  '%zz',
  '%E0%A4%A',
  '%F0%9F%9A%9A',
  '%D0%BF%D0%BE%D1%80%D1%88%D0%B5%D0%BD%D1%8C',
  '%C0%AE%C0%AE%2F',
  'x'.repeat(250),
  '%20',
  '~',
] as const

const badJsonBodies = [
  '{',
  '{"a":',
  '[',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"a":01}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
] as const

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=koi8-r',
  'application/jsonx',
] as const

type ParamValues = Record<string, unknown>

/** encodeURIComponent throws on lone surrogates; a client would send U+FFFD instead. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** `name=value` pairs of a query, arrays repeated (`marks[]=a&marks[]=b`). */
function encodeQuery(values: ParamValues, raw: readonly string[]): string {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    const items = Array.isArray(value) ? value : [value]
    for (const item of items) {
      const text = typeof item === 'string' ? item : JSON.stringify(item)
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(wellFormed(text))}`)
    }
  }
  pairs.push(...raw)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function paramArbitrary(
  param: OperationParameter,
  resolve: Resolve,
  pools: ValuePools,
): fc.Arbitrary<unknown> {
  const known = param.in === 'path' ? pools.pathValues[param.name] : undefined
  if (known?.length) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...known), weight: 3 },
      validValue(param.schema, resolve, pools),
    )
  }
  return validValue(param.schema, resolve, pools)
}

/** Valid values for every parameter (optional ones present half the time). */
function validParams(op: Operation, resolve: Resolve, pools: ValuePools) {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const p of op.parameters) model[`${p.in}:${p.name}`] = paramArbitrary(p, resolve, pools)
  const requiredKeys = op.parameters.filter((p) => p.required).map((p) => `${p.in}:${p.name}`)
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<ParamValues>
}

type Mutation =
  | { kind: 'valid' }
  | { kind: 'param-broken'; index: number; value: unknown }
  | { kind: 'param-missing'; index: number }
  | { kind: 'param-as-array'; index: number }
  | { kind: 'path-hostile'; index: number; segment: string }
  | { kind: 'query-extra'; raw: string }
  | { kind: 'body-field-broken'; path: number; value: unknown }
  | { kind: 'body-field-missing'; path: number }
  | { kind: 'body-extra-field'; value: unknown }
  | { kind: 'body-wrong-type'; value: unknown }
  | { kind: 'body-bad-json'; raw: string }
  | { kind: 'body-wrong-content-type'; type: string }
  | { kind: 'body-absent' }

function mutationArbitrary(op: Operation, resolve: Resolve): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [fc.constant({ kind: 'valid' as const })]
  const nParams = op.parameters.length
  if (nParams) {
    const index = fc.nat({ max: nParams - 1 })
    options.push(
      index.chain((i) =>
        brokenValue(op.parameters[i]?.schema ?? {}, resolve).map((value) => ({
          kind: 'param-broken' as const,
          index: i,
          value,
        })),
      ),
      index.map((i) => ({ kind: 'param-missing' as const, index: i })),
      index.map((i) => ({ kind: 'param-as-array' as const, index: i })),
    )
    const pathIndexes = op.parameters.flatMap((p, i) => (p.in === 'path' ? [i] : []))
    if (pathIndexes.length) {
      options.push(
        fc
          .tuple(fc.constantFrom(...pathIndexes), fc.constantFrom(...hostilePathSegments))
          .map(([i, segment]) => ({ kind: 'path-hostile' as const, index: i, segment })),
      )
    }
  }
  options.push(
    fc
      .constantFrom(
        'unknown=1',
        'page=-1',
        'page=1&page=2',
        '%zz=1',
        'a=%',
        'x[]=1&x[]=2',
        '&&&',
        '=',
      )
      .map((raw) => ({ kind: 'query-extra' as const, raw })),
  )
  if (op.body) {
    const field = fc.nat({ max: 50 })
    options.push(
      fc.tuple(field, wrongTypeValue).map(([path, value]) => ({
        kind: 'body-field-broken' as const,
        path,
        value,
      })),
      fc
        .tuple(field, brokenValue({ type: 'string', maxLength: 200 }, resolve))
        .map(([path, value]) => ({
          kind: 'body-field-broken' as const,
          path,
          value,
        })),
      field.map((path) => ({ kind: 'body-field-missing' as const, path })),
      wrongTypeValue.map((value) => ({ kind: 'body-extra-field' as const, value })),
      wrongTypeValue.map((value) => ({ kind: 'body-wrong-type' as const, value })),
      fc.constantFrom(...badJsonBodies).map((raw) => ({ kind: 'body-bad-json' as const, raw })),
      fc
        .constantFrom(...wrongContentTypes)
        .map((type) => ({ kind: 'body-wrong-content-type' as const, type })),
      fc.constant({ kind: 'body-absent' as const }),
    )
  }
  // Valid input a third of the time, so handlers get past validation and change data.
  return fc.oneof(
    { arbitrary: options[0] as fc.Arbitrary<Mutation>, weight: Math.ceil(options.length / 2) },
    ...options.slice(1),
  )
}

/** Applies a field mutation to the nth key of a (top-level) body object. */
function mutateBody(body: unknown, mutation: Mutation): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...body }
  const keys = Object.keys(copy)
  if (mutation.kind === 'body-extra-field') copy[`extra_${keys.length}`] = mutation.value
  if (!keys.length) return copy
  if (mutation.kind === 'body-field-broken')
    copy[keys[mutation.path % keys.length] as string] = mutation.value
  if (mutation.kind === 'body-field-missing')
    delete copy[keys[mutation.path % keys.length] as string]
  return copy
}

/** All requests of one operation: valid input and every kind of malformation, any auth. */
export function requestArbitrary(
  op: Operation,
  resolve: Resolve,
  pools: ValuePools,
): fc.Arbitrary<FuzzRequest> {
  const body = op.body ? validValue(op.body.schema, resolve, pools) : fc.constant(undefined)
  const auth = fc.constantFrom<AuthMode>('customer', 'customer', 'none', 'garbage')
  const session = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('fuzz-session-a', 'fuzz-session-b'),
    fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  )
  return fc
    .record({
      params: validParams(op, resolve, pools),
      body,
      mutation: mutationArbitrary(op, resolve),
      auth,
      session,
    })
    .map(({ params, body: validBody, mutation, auth: authMode, session: sessionId }) => {
      const values: ParamValues = { ...params }
      const rawPath = new Map<string, string>()
      const target = (i: number) => op.parameters[i]
      if (
        mutation.kind === 'param-broken' ||
        mutation.kind === 'param-missing' ||
        mutation.kind === 'param-as-array'
      ) {
        const p = target(mutation.index)
        const key = p ? `${p.in}:${p.name}` : ''
        if (mutation.kind === 'param-broken') values[key] = mutation.value
        if (mutation.kind === 'param-missing') delete values[key]
        if (mutation.kind === 'param-as-array') values[key] = [values[key] ?? 'a', 'b', 'c']
      }
      if (mutation.kind === 'path-hostile') {
        const p = target(mutation.index)
        if (p) rawPath.set(p.name, mutation.segment)
      }
      const headers: Record<string, string> = {}
      const query: ParamValues = {}
      let path = op.path
      for (const p of op.parameters) {
        const value = values[`${p.in}:${p.name}`]
        if (p.in === 'path') {
          const raw = rawPath.get(p.name)
          const text =
            value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
          path = path.replace(`{${p.name}}`, raw ?? encodeURIComponent(wellFormed(String(text))))
        } else if (p.in === 'query') {
          query[p.name] = value
        } else if (p.in === 'header' && value !== undefined && p.name.toLowerCase() !== 'session') {
          headers[p.name.toLowerCase()] = String(value).replace(/[^\x20-\x7e]/g, '')
        }
      }
      const raw = mutation.kind === 'query-extra' ? [mutation.raw] : []
      const url = `${path}${encodeQuery(query, raw)}`
      if (sessionId !== undefined) headers.session = sessionId
      let payload: string | undefined
      if (op.body && mutation.kind !== 'body-absent') {
        headers['content-type'] = 'application/json'
        let value = mutateBody(validBody, mutation)
        if (mutation.kind === 'body-wrong-type') value = mutation.value
        payload = mutation.kind === 'body-bad-json' ? mutation.raw : JSON.stringify(value ?? {})
        if (mutation.kind === 'body-wrong-content-type') headers['content-type'] = mutation.type
      }
      return {
        operationId: op.operationId,
        method: op.method,
        url,
        headers,
        payload,
        auth: authMode,
        kind: mutation.kind,
      }
    })
}
