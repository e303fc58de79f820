import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { countdownMachine } from './countdown.machine.ts'

describe('countdown machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ticks down once a second and finishes at zero', async () => {
    const actor = createActor(countdownMachine, { input: { seconds: 3 } }).start()
    expect(actor.getSnapshot().context.remaining).toBe(3)
    await vi.advanceTimersByTimeAsync(999)
    expect(actor.getSnapshot().context.remaining).toBe(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.remaining).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.remaining).toBe(0)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a zero or negative start is already done', () => {
    expect(
      createActor(countdownMachine, { input: { seconds: 0 } })
        .start()
        .getSnapshot().status,
    ).toBe('done')
    expect(
      createActor(countdownMachine, { input: { seconds: -5 } })
        .start()
        .getSnapshot().status,
    ).toBe('done')
  })

  it('reaches done after exactly as many ticks as seconds (model-based)', () => {
    const paths = getShortestPaths(countdownMachine, {
      input: { seconds: 3 },
      events: [{ type: 'xstate.after.countdownTick.countdown.running' }] as never[],
    })
    const done = paths.find((p) => p.state.value === 'done')
    expect(done?.steps.slice(1).map((s) => s.event.type)).toEqual(
      Array(3).fill('xstate.after.countdownTick.countdown.running'),
    )
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['running', 'done']))
  })
})
