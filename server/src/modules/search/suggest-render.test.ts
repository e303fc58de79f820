import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { renderStatement } from '../../db/render-statement.ts'
import { searchQueries } from '../../db/schema/index.ts'
import { nomenclatureConditions } from '../parts/nomenclature-filter.ts'
import { facetConditions } from '../parts/part-filter.ts'
import { parseQuery } from './search-query.ts'
import { suggestCandidates } from './suggest-candidates.ts'
import { textMatch } from './text-match.ts'

const dialect = new PgDialect()
const drizzleRendered = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { sql: text, params }
}

/** Suggest's statements go through the lean renderer (db/prepared.ts): it must agree with drizzle. */
describe('suggest statements, rendered', () => {
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
})
