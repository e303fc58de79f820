import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, createMachine } from 'xstate'
import { lazyActor } from './lazy-actor.ts'

/** A machine that keeps the events it got, in order. */
const recorder = createMachine({
  types: {} as { context: { got: string[] }; events: { type: 'a' } | { type: 'b' } },
  context: { got: [] },
  on: { '*': { actions: assign({ got: ({ context, event }) => [...context.got, event.type] }) } },
})

describe('an actor started on first use', () => {
  it('is not loaded until an event is sent, then gets every event in the order sent', async () => {
    const load = vi.fn(async () => createActor(recorder).start())
    const lazy = lazyActor(load)
    expect(load).not.toHaveBeenCalled()
    expect(lazy.current).toBeNull()
    lazy.send({ type: 'a' })
    lazy.send({ type: 'b' })
    lazy.send({ type: 'a' })
    const running = await lazy.started()
    await Promise.resolve()
    expect(load).toHaveBeenCalledOnce()
    expect(running.getSnapshot().context.got).toEqual(['a', 'b', 'a'])
    lazy.send({ type: 'b' })
    expect(running.getSnapshot().context.got).toEqual(['a', 'b', 'a', 'b'])
  })

  it('tells its subscribers once it runs', async () => {
    const lazy = lazyActor(async () => createActor(recorder).start())
    const told = vi.fn()
    lazy.subscribe(told)
    await lazy.started()
    expect(told).toHaveBeenCalledOnce()
  })

  it('loads again on the next use when its code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<ReturnType<typeof createActor<typeof recorder>>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => createActor(recorder).start())
    const lazy = lazyActor(load)
    await expect(lazy.started()).rejects.toThrow('Failed to fetch')
    expect(lazy.current).toBeNull()
    lazy.send({ type: 'a' })
    const running = await lazy.started()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(2)
    expect(running.getSnapshot().context.got).toEqual(['a'])
  })
})
