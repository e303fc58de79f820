import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { parseQuery } from '../../src/modules/search/search-query.ts'
import { createSuggestRepository } from '../../src/modules/search/suggest.repository.ts'
import { useScratchPgApp } from '../support/scratch-pg-app.ts'

// A suggest keystroke's statement runs prepared (db/prepared.ts): after five runs PostgreSQL
// keeps a generic plan, in which a function of a parameter is not folded to a constant. What
// it computes per row it computes for every row, and a tsquery of stop words («по», the start
// of «помпа») answers each computation with a NOTICE the client must read.
const ctx = useScratchPgApp()
let client: pg.Client
let notices = 0
beforeAll(async () => {
  client = new pg.Client({ connectionString: ctx.databaseUrl })
  await client.connect()
  client.on('notice', () => {
    notices += 1
  })
}, 180_000)
afterAll(() => client.end())

describe('suggest on a generic plan', () => {
  const limits = { history: 8, crossGroups: 3, products: 5, popular: 6, names: 8 }
  const context = { makes: [], vocabulary: [] }

  it('reads a tsquery once a keystroke, not once a row', async () => {
    const db = drizzle(client) as unknown as Database
    const repository = createSuggestRepository(db)
    const names: string[][] = []
    for (let run = 0; run < 8; run++) {
      notices = 0
      const found = await repository.matches(
        parseQuery('по', context),
        { ...limits, strict: true },
        { text: 'по', limits },
      )
      names.push((found.lists?.names ?? []).map((n) => n.title))
    }
    // The last runs are on the generic plan: the same part names, and a NOTICE or two per
    // tsquery made (once each), not one per part name of the catalogue.
    expect(names.at(-1)).toEqual(names[0])
    expect(names[0]?.length).toBeGreaterThan(0)
    expect(notices).toBeLessThanOrEqual(5)
  })
})
