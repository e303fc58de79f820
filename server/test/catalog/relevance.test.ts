import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { analogsFollowTheirArticle, runRelevanceSet } from './relevance-run.ts'

// On PGlite in `npm test`, and on PostgreSQL when `npm run test:server:pg` (CI) gives
// TEST_DATABASE_URL: the same set must pass on both databases.
let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('relevance set on the seeded catalogue', () => {
  it('puts the expected part first for every query of the set', async () => {
    const { size, misses } = await runRelevanceSet(ctx)
    expect(size).toBeGreaterThanOrEqual(40)
    expect(misses).toEqual([])
  })

  it('shows the analogs of an exact article right after it, in search and in suggest', async () => {
    const { expected, found, groupInSuggest } = await analogsFollowTheirArticle(ctx)
    expect(found).toEqual(expected)
    expect(groupInSuggest).toBe(true)
  })
})
