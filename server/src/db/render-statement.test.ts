import { and, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias, PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { renderStatement } from './render-statement.ts'
import { pageMeta, parts } from './schema/index.ts'

const dialect = new PgDialect()
const drizzleRendered = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { sql: text, params }
}

describe('renderStatement', () => {
  it('maps values through their columns (JSON, time) and writes aliased tables', () => {
    const other = alias(parts, 'other')
    const statement = sql`select ${other.id} from ${other} join ${parts} on ${eq(parts.id, other.id)}
      where ${and(
        eq(pageMeta.meta, [{ content: 'Запчасти' }]),
        gt(parts.removedAt, new Date('2026-11-27T00:00:00Z')),
        or(ilike(parts.title, '%помп%'), eq(parts.price, 100), sql`${null} is null`),
        inArray(parts.id, ['a', 'b']),
      )}`
    const lean = renderStatement(dialect, statement)
    expect(lean).toEqual(drizzleRendered(statement))
    expect(lean?.params).toContain('[{"content":"Запчасти"}]')
  })

  it('leaves to drizzle what it does not write itself', () => {
    for (const statement of [
      sql`select ${sql.identifier('parts')}`,
      sql`select ${sql.placeholder('id')}`,
      sql`select ${sql`${'x'}`.inlineParams()}`,
      sql`select ${new Date(0)}`,
    ]) {
      expect(renderStatement(dialect, statement)).toBeNull()
    }
  })
})
