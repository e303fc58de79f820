import fc from 'fast-check'
import type { Schema } from './openapi-model.ts'

/** Real identifiers from the seeded database, so valid requests reach real rows. */
export interface ValuePools {
  uuids: readonly string[]
  /** Values for path parameters by name (`slug`, `model`, `number`…). */
  pathValues: Readonly<Record<string, readonly string[]>>
  /** Values for object properties by name (`product_uuid`, `quantity`…), used most of the time. */
  fields: Readonly<Record<string, readonly unknown[]>>
}

export type Resolve = (node: unknown) => Schema

/** Strings that have broken servers before: scripts, directions, controls, broken UTF-16. */
export const nastyStrings = [
  'Поршень MAN TGA D2066',
  'ёЁйЙ — «кавычки»',
  '🚚🔧💥👨‍👩‍👧',
  '\u202Eesrever\u202C',
  'مرحبا بالعالم',
  'שלום',
  'nul\u0000byte',
  '\uD800',
  '\uDFFFtail',
  'a\u0301\u0302\u0303',
  '\u200B\u200C\u200D\uFEFF',
  '\r\n\t',
  "' OR 1=1 --",
  '"; DROP TABLE parts; --',
  '%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '',
  ' ',
] as const

export const nastyNumbers = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e308,
  -1e308,
  1e-308,
] as const

/** Any JSON value of a random type, for "wrong type" mutations. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...nastyStrings),
  fc.constant([]),
  fc.constant([1, 'a', null]),
  fc.constant({}),
  fc.constant({ nested: { deep: [{}] } }),
)

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

function stringArbitrary(s: Schema, pools: ValuePools): fc.Arbitrary<string> {
  const max = num(s.maxLength)
  const min = num(s.minLength) ?? 0
  if (s.format === 'uuid') {
    return pools.uuids.length ? fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid()) : fc.uuid()
  }
  if (s.format === 'email')
    return fc.emailAddress().filter((e) => max === undefined || e.length <= max)
  if (s.format === 'date') {
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
  }
  if (typeof s.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((v) => v.length >= min && (max === undefined || v.length <= max))
  }
  const cap = Math.max(min, Math.min(max ?? 60, 60))
  const plain = fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' })
  const cyrillic = fc
    .array(fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщыэюя АБВГ0123456789-'), {
      minLength: Math.max(min, 1),
      maxLength: Math.max(cap, 1),
    })
    .map((chars) => chars.join(''))
  return fc.oneof(plain, cyrillic).filter((v) => v.length >= min && v.length <= Math.max(cap, min))
}

/**
 * A value the schema accepts (best effort: composition keywords are followed, formats and
 * patterns honoured, sizes kept small so thousands of requests stay fast).
 */
export function validValue(
  schema: unknown,
  resolve: Resolve,
  pools: ValuePools,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema)
  if ('const' in s) return fc.constant(s.const)
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]))
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key]
    if (Array.isArray(branches) && branches.length) {
      return fc.oneof(...branches.map((b) => validValue(b, resolve, pools, depth + 1)))
    }
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((b) => validValue(b, resolve, pools, depth + 1))
    const own: Schema = { ...s }
    delete own.allOf
    if (own.properties || own.type) parts.push(validValue(own, resolve, pools, depth + 1))
    return fc
      .tuple(...parts)
      .map((values) => Object.assign({}, ...values.filter((v) => isObject(v)).map((v) => v)))
  }
  const type = s.type
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((t) => validValue({ ...s, type: t }, resolve, pools, depth + 1)))
  }
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      const min = num(s.minimum) ?? -1000
      const max = num(s.maximum) ?? Math.max(min + 10, 1_000_000)
      // Mostly small values: quantities and pages near their lower bound are the common case.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 5) }), fc.integer({ min, max }))
    }
    case 'number':
      return fc.double({
        min: num(s.minimum) ?? -1e6,
        max: num(s.maximum) ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'string':
      return stringArbitrary(s, pools)
    case 'array': {
      if (depth > 4) return fc.constant([])
      const minLength = num(s.minItems) ?? 0
      const maxLength = Math.max(minLength, Math.min(num(s.maxItems) ?? 3, 3))
      return fc.array(validValue(s.items ?? {}, resolve, pools, depth + 1), {
        minLength,
        maxLength,
      })
    }
    default:
      return objectValue(s, resolve, pools, depth)
  }
}

function objectValue(s: Schema, resolve: Resolve, pools: ValuePools, depth: number) {
  const properties = isObject(s.properties) ? s.properties : {}
  if (depth > 4 || (!Object.keys(properties).length && !s.type)) return fc.constant({})
  const required = Array.isArray(s.required) ? (s.required as string[]) : []
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, value] of Object.entries(properties)) {
    const generated = validValue(value, resolve, pools, depth + 1)
    const known = pools.fields[key]
    model[key] = known?.length
      ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, generated)
      : generated
  }
  return fc.record(model, { requiredKeys: required.filter((k) => k in model) })
}

/** A broken version of a value of this schema: wrong type, too long, unicode, extreme number. */
export function brokenValue(schema: unknown, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema)
  const max = num(s.maxLength)
  const tooLong = fc
    .constantFrom('я', 'x', '🚚', '\u0000')
    .map((unit) => unit.repeat((max ?? 200) + 1 + Math.floor((max ?? 200) / 2)))
  return fc.oneof(
    wrongTypeValue,
    tooLong,
    fc.constantFrom(...nastyStrings),
    fc.constantFrom(...nastyNumbers),
    fc.string({ maxLength: 20, unit: 'binary' }),
  )
}
