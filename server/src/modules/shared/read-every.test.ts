import { describe, expect, it } from 'vitest'
import { readEvery } from './read-every.ts'

describe('a value read at most once a minute', () => {
  it('is read once while it is fresh, then again', async () => {
    let clock = 0
    let reads = 0
    const value = readEvery(
      60_000,
      async () => ++reads,
      () => clock,
    )
    expect(await Promise.all([value(), value(), value()])).toEqual([1, 1, 1])
    clock = 60_000
    expect(await value()).toBe(1)
    clock = 60_001
    expect(await value()).toBe(2)
    expect(reads).toBe(2)
  })

  it('is read again at once after a read that failed', async () => {
    let reads = 0
    const value = readEvery(
      60_000,
      async () => {
        reads += 1
        if (reads === 1) throw new Error('the database is away')
        return 'read'
      },
      () => 0,
    )
    await expect(value()).rejects.toThrow('the database is away')
    expect(await value()).toBe('read')
  })
})
