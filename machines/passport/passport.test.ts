import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type PassportData, passportDisplay, passportMachine } from './passport.machine.ts'

const recipient = {
  uuid: 'r1',
  passport_series: '45**',
  passport_number: '',
  is_passport_visible: false,
}

function start(fetch: () => Promise<PassportData>, input = recipient) {
  const showPassport = vi.fn(fetch)
  const logError = vi.fn()
  const actor = createActor(
    passportMachine.provide({
      actors: { showPassport: fromPromise<PassportData, { uuid: string }>(() => showPassport()) },
      actions: { logError },
    }),
    { input },
  ).start()
  const display = () =>
    passportDisplay(actor.getSnapshot().context, actor.getSnapshot().matches('shown'))
  return { actor, showPassport, logError, display }
}

describe('passport visibility', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hidden shows the first two series characters and six asterisks', () => {
    const { display } = start(async () => ({ passport_series: '4510', passport_number: '123456' }))
    expect(display()).toEqual({ series: '45**', number: '******' })
  })

  it('revealing fetches the full series and number; toggling again hides them', async () => {
    const { actor, showPassport, display } = start(async () => ({
      passport_series: '4510',
      passport_number: '123456',
    }))
    actor.send({ type: 'passport.toggle' })
    expect(actor.getSnapshot().value).toBe('revealing')
    await vi.advanceTimersByTimeAsync(0)
    expect(showPassport).toHaveBeenCalledOnce()
    expect(display()).toEqual({ series: '4510', number: '123456' })
    actor.send({ type: 'passport.toggle' })
    expect(display()).toEqual({ series: '45**', number: '******' })
  })

  it('a failed reveal is logged and stays hidden', async () => {
    const { actor, logError, display } = start(() => Promise.reject(new Error('403')))
    actor.send({ type: 'passport.toggle' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('hidden')
    expect(logError).toHaveBeenCalledOnce()
    expect(display()).toEqual({ series: '45**', number: '******' })
  })

  it('a recipient already marked visible starts shown', () => {
    const { actor } = start(async () => ({ passport_series: '', passport_number: '' }), {
      uuid: 'r2',
      passport_series: '4510',
      passport_number: '654321',
      is_passport_visible: true,
    })
    expect(actor.getSnapshot().value).toBe('shown')
  })

  it('reaches every state (model-based); shown always follows a fetch', () => {
    const paths = getShortestPaths(passportMachine, {
      input: recipient,
      events: [
        { type: 'passport.toggle' },
        {
          type: 'xstate.done.actor.showPassport',
          output: { passport_series: '4510', passport_number: '1' },
        },
        { type: 'xstate.error.actor.showPassport', error: new Error('x') },
      ] as never[],
    })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['hidden', 'revealing', 'shown']),
    )
    for (const path of paths) {
      if (path.state.value === 'shown') {
        expect(path.steps.at(-1)?.event.type).toBe('xstate.done.actor.showPassport')
      }
    }
  })
})
