import { and, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias, PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { nomenclatureConditions } from '../modules/parts/nomenclature-filter.ts'
import { facetConditions } from '../modules/parts/part-filter.ts'
import { parseQuery } from '../modules/search/search-query.ts'
import { suggestCandidates } from '../modules/search/suggest-candidates.ts'
import { textMatch } from '../modules/search/text-match.ts'
import { renderStatement } from './render-statement.ts'
import { pageMeta, parts, searchQueries } from './schema/index.ts'

const dialect = new PgDialect()
const drizzleRendered = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { sql: text, params }
}

describe('renderStatement', () => {
  it("writes suggest's statements as drizzle does, text and parameters", () => {
    const context = {
      makes: [{ slug: 'kamaz', names: ['КАМАЗ', 'kamaz', 'камаз'] }],
      vocabulary: ['фильтр', 'колодка', 'стартер'],
    }
    const texts = ['ко', 'колод', 'фильтр ма', 'фильтр масл', 'фльтр', 'помпа камаз', 'A 003 420']
    const statements = texts.flatMap((text) =>
      [true, false].flatMap((strict) => {
        const query = parseQuery(`${text} ${'БУ-003664'.slice(0, text.length)}`, context)
        const match = query && textMatch(query, strict)
        if (!query || !match) return []
        const makes = facetConditions({ marks: ['kamaz', 'man'] })
        return [
          sql`with ${suggestCandidates(match, makes, strict ? 6000 : null, strict ? text : null)}
            select ${searchQueries.query} from ${searchQueries}
            where ${nomenclatureConditions({ text })} and ${searchQueries.count} >= ${3}`,
        ]
      }),
    )
    expect(statements.length).toBeGreaterThan(10)
    for (const statement of statements) {
      const lean = renderStatement(dialect, statement)
      expect(lean).not.toBeNull()
      expect(lean).toEqual(drizzleRendered(statement))
    }
  })

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
