import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleKeySql } from '../../db/article-key-sql.ts'
import { type DatabaseHandle, openDatabase } from '../../db/database.ts'
import { rowsOf } from '../../db/rows-of.ts'
import { normalizeArticle } from './article.ts'

// The migrated database: articleKeySql calls its `article_key` (migration 0026).
describe('the article rule in SQL', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null })
  })
  afterAll(() => database.close())

  it('answers what normalizeArticle answers, on the same texts', async () => {
    const typed = fc.string({
      unit: fc.constantFrom(...'0123456789 .-/abcxyzABCXYZАВЕКМНОРСТХавекмнорстхБУбуЁё'.split('')),
      maxLength: 16,
    })
    const texts = [
      '81.50601-6070',
      '8150601 6070',
      'А 003 420',
      'БУ-003664',
      'бу 003664',
      'ёлка 1',
      '',
      ...fc.sample(typed, { numRuns: 300, seed: 40 }),
    ]
    const values = sql.join(
      texts.map((text, i) => sql`(${i}::int, ${text}::text)`),
      sql`, `,
    )
    const result = await database.db.execute(
      sql`select t.i, ${articleKeySql(sql.raw('t.text'))} as key
        from (values ${values}) as t(i, text) order by t.i`,
    )
    expect(rowsOf<{ key: string }>(result).map((r) => r.key)).toEqual(texts.map(normalizeArticle))
  })
})
