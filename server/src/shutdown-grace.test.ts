import { afterEach, describe, expect, it, vi } from 'vitest'
import { boundShutdown } from './shutdown-grace.ts'

describe('the shutdown bound', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('exits with 1 once the grace has passed, saying why', () => {
    vi.useFakeTimers()
    const log: string[] = []
    const exits: number[] = []
    boundShutdown({ seconds: 3, log: (line) => log.push(line), exit: (code) => exits.push(code) })
    vi.advanceTimersByTime(2999)
    expect(exits).toEqual([])
    vi.advanceTimersByTime(1)
    expect(exits).toEqual([1])
    expect(log).toEqual(['Still busy after 3 s (SHUTDOWN_GRACE_SECONDS): exiting now'])
  })

  it('does nothing once lifted (the shutdown finished in time)', () => {
    vi.useFakeTimers()
    const exits: number[] = []
    const lift = boundShutdown({ seconds: 1, log: () => {}, exit: (code) => exits.push(code) })
    lift()
    vi.advanceTimersByTime(5000)
    expect(exits).toEqual([])
  })
})
