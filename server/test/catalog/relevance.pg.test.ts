import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { runRelevanceSet } from './relevance-run.ts'

let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
}, 180_000)
afterAll(() => ctx.close())

describe('relevance set on the seeded catalogue (PostgreSQL)', () => {
  it('puts the expected part first for every query of the set', async () => {
    const { size, misses } = await runRelevanceSet(ctx)
    expect(size).toBeGreaterThanOrEqual(40)
    expect(misses).toEqual([])
  })
})
