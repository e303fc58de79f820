import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type LatestBuild, NEW_VERSION_POLL_MS, newVersionMachine } from './new-version.machine.ts'

function start(answers: Array<LatestBuild | Error>) {
  const fetchLatestBuild = vi.fn(async () => {
    const next = answers.shift() ?? { id: 'b1', timestamp: 1 }
    if (next instanceof Error) throw next
    return next
  })
  const reload = vi.fn()
  const logError = vi.fn()
  const actor = createActor(
    newVersionMachine.provide({
      actors: { fetchLatestBuild: fromPromise(() => fetchLatestBuild()) },
      actions: { reload, logError },
    }),
    { input: { currentBuildId: 'b1' } },
  ).start()
  return { actor, fetchLatestBuild, reload, logError }
}

describe('new version', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('polls at the named interval and stays quiet while the build id is the same', async () => {
    const { actor, fetchLatestBuild } = start([{ id: 'b1', timestamp: 1 }])
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS - 1)
    expect(fetchLatestBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatestBuild).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS)
    expect(fetchLatestBuild).toHaveBeenCalledTimes(2)
  })

  it('a different build id offers a reload', async () => {
    const { actor, reload, fetchLatestBuild } = start([{ id: 'b2', timestamp: 2 }])
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS)
    expect(actor.getSnapshot().value).toBe('updateAvailable')
    expect(actor.getSnapshot().context.latestBuildId).toBe('b2')
    actor.send({ type: 'newVersion.reload' })
    expect(reload).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS * 3)
    expect(fetchLatestBuild).toHaveBeenCalledOnce()
  })

  it('dismissing stops polling', async () => {
    const { actor, fetchLatestBuild } = start([{ id: 'b2', timestamp: 2 }])
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS)
    actor.send({ type: 'newVersion.dismiss' })
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS * 3)
    expect(actor.getSnapshot().value).toBe('dismissed')
    expect(fetchLatestBuild).toHaveBeenCalledOnce()
  })

  it('a failed poll is logged and polling carries on', async () => {
    const { actor, logError } = start([new Error('404'), { id: 'b3', timestamp: 3 }])
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS)
    expect(logError).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(NEW_VERSION_POLL_MS)
    expect(actor.getSnapshot().value).toBe('updateAvailable')
  })

  it('reaches every state (model-based); an update follows a different build id', () => {
    const paths = getShortestPaths(newVersionMachine, {
      input: { currentBuildId: 'b1' },
      events: [
        { type: 'xstate.after.newVersionPoll.newVersion.polling.waiting' },
        { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'b1', timestamp: 1 } },
        { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'b2', timestamp: 2 } },
        { type: 'xstate.error.actor.fetchLatestBuild', error: new Error('x') },
        { type: 'newVersion.reload' },
        { type: 'newVersion.dismiss' },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect(reached).toEqual(
      new Set(
        [{ polling: 'waiting' }, { polling: 'checking' }, 'updateAvailable', 'dismissed'].map((v) =>
          JSON.stringify(v),
        ),
      ),
    )
    for (const path of paths) {
      if (path.state.value === 'updateAvailable') {
        const last = path.steps.at(-1)?.event as unknown as { type: string; output: LatestBuild }
        expect(last.type).toBe('xstate.done.actor.fetchLatestBuild')
        expect(last.output.id).toBe('b2')
      }
    }
  })
})
