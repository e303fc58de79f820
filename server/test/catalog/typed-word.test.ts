import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { parts } from '../../src/db/schema/index.ts'
import { typedWordQuery } from '../../src/modules/search/text-match.ts'
import { createTestApp } from '../helpers.ts'

// A typed word is looked up in the search index as the lexemes of the catalogue it begins
// (typedWordQuery, the strict match's lookup), not as a prefix: the same parts, read faster.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

const typed = async (word: string) => {
  const [row] = rowsOf<{ query: string; parts: number; prefixed: number }>(
    await ctx.db.execute(sql`select ${typedWordQuery(word)}::text as query,
      (select count(*)::int from part_search where removed_at is null
        and own_vector @@ ${typedWordQuery(word)}) as parts,
      (select count(*)::int from part_search where removed_at is null
        and own_vector @@ to_tsquery('russian', ${`${word}:*`})) as prefixed`),
  )
  if (!row) throw new Error(`no answer for ${word}`)
  return row
}

describe('a typed word', () => {
  it('is the few lexemes of the catalogue it begins, finding the parts its prefix finds', async () => {
    expect((await typed('тормозной')).query).toBe("'тормозн'")
    const [first] = await ctx.db.select().from(parts).limit(1)
    if (!first) throw new Error('no parts seeded')
    // A word of the catalogue and a longer one it begins, in one part's name.
    await ctx.db
      .update(parts)
      .set({ title: 'Колодкодержатель особый' })
      .where(eq(parts.id, first.id))
    const both = await typed('колодка')
    expect(both.query.split(' | ').sort()).toEqual(["'колодк'", "'колодкодержател'"])
    for (const word of ['колодкод', 'колодка', 'фильтр', 'масл', 'помпа', 'камаз', 'volvo']) {
      const row = await typed(word)
      expect(row.query, word).not.toContain(':*')
      expect(row.parts, word).toBe(row.prefixed)
      expect(row.parts, word).toBeGreaterThan(0)
    }
  })

  it('stays a prefix when it begins more than eight lexemes or none, or is a stop word', async () => {
    expect((await typed('п')).query).toBe("'п':*")
    expect((await typed('п')).parts).toBeGreaterThan(100)
    const unknown = await typed('щщщ')
    expect(unknown).toEqual({ query: "'щщщ':*", parts: 0, prefixed: 0 })
    expect((await typed('по')).query).toBe('')
  })
})
