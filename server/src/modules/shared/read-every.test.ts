import { describe, expect, it } from 'vitest'
import { readEvery, refreshedEvery } from './read-every.ts'

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
})

describe('a value refreshed at most once a minute', () => {
  it('keeps answering with the value known while the next one is read', async () => {
    let clock = 0
    let reads = 0
    let release: () => void = () => {}
    const value = refreshedEvery(
      60_000,
      async () => {
        reads += 1
        if (reads > 1) await new Promise<void>((resolve) => (release = resolve))
        return reads
      },
      () => clock,
    )
    expect(await Promise.all([value(), value()])).toEqual([1, 1])
    clock = 60_001
    // The read has started; nobody waits for it.
    expect(await Promise.all([value(), value()])).toEqual([1, 1])
    expect(reads).toBe(2)
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await value()).toBe(2)
    expect(reads).toBe(2)
  })

  it('keeps the value known when a read fails, and reads again on the next call', async () => {
    let clock = 0
    let reads = 0
    const value = refreshedEvery(
      60_000,
      async () => {
        reads += 1
        if (reads === 2) throw new Error('the database is away')
        return reads
      },
      () => clock,
    )
    expect(await value()).toBe(1)
    clock = 60_001
    expect(await value()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await value()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await value()).toBe(3)
  })
})

describe.each([
  ['readEvery', readEvery],
  ['refreshedEvery', refreshedEvery],
])('%s, when the first read failed', (_name, every) => {
  it('reads again at once', async () => {
    let reads = 0
    const value = every(
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
