import { Column, Param, Placeholder, SQL, StringChunk, sql, Table } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'

/** `sql.inlineParams()` (private in drizzle's types): its values written into the text. */
const inlinesParams = (fragment: SQL) =>
  (fragment as unknown as { shouldInlineParams: boolean }).shouldInlineParams

/** A table's or column's name as the dialect writes it, kept: it never changes. */
const names = new WeakMap<object, string>()

function nameOf(dialect: PgDialect, entity: Table | Column): string {
  let text = names.get(entity)
  if (text === undefined) {
    text = dialect.sqlToQuery(sql`${entity}`).sql
    names.set(entity, text)
  }
  return text
}

/**
 * A statement's text and parameters, the same as `dialect.sqlToQuery` gives (render-statement
 * test), for statements made of text, nested SQL, tables, columns, values and lists of them; null when it
 * holds anything else (identifiers, placeholders, subqueries, inlined values…), which
 * the caller then has drizzle render. Drizzle's renderer copies its settings and checks each
 * chunk against every kind it knows, at every level: suggest's statement took it ~110 µs of
 * the server's ~700 µs a keystroke. Tables and columns are written by drizzle, once each.
 */
export function renderStatement(
  dialect: PgDialect,
  query: SQL,
): { sql: string; params: unknown[] } | null {
  const text: string[] = []
  const params: unknown[] = []
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        for (const part of chunk.value) text.push(part)
      } else if (chunk instanceof SQL) {
        if (inlinesParams(chunk) || !walk(chunk.queryChunks)) return false
      } else if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) return false
        const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value)
        if (value instanceof SQL) {
          if (!walk([value])) return false
        } else {
          params.push(value)
          text.push(`$${params.length}`)
        }
      } else if (Array.isArray(chunk)) {
        // A list of values, as drizzle writes one: `(a, b)`.
        text.push('(')
        for (const [index, item] of chunk.entries()) {
          if (index > 0) text.push(', ')
          if (!walk([item])) return false
        }
        text.push(')')
      } else if (chunk instanceof Table || chunk instanceof Column) {
        text.push(nameOf(dialect, chunk))
      } else if (
        chunk === null ||
        typeof chunk === 'string' ||
        typeof chunk === 'number' ||
        typeof chunk === 'boolean' ||
        typeof chunk === 'bigint'
      ) {
        params.push(chunk)
        text.push(`$${params.length}`)
      } else if (chunk !== undefined) {
        return false
      }
    }
    return true
  }
  return walk(query.queryChunks) ? { sql: text.join(''), params } : null
}
