import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginMachine } from './login.machine.ts'
import { answer, serverError, start, toCodeStep } from './login-testing.ts'

// The phone step and the SMS: login-sms.test.ts; the code step: login-code.test.ts.
describe('login machine: opening and closing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closing resets the form', async () => {
    const { actor } = start({ intent: 'pay' })
    await toCodeStep(actor)
    actor.send({ type: 'login.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', intent: null, mode: 'login' })
  })

  it('closing before a login says it was dismissed, with the intent it leaves behind', async () => {
    const { actor, dismissed, loggedIn } = start({ intent: 'quick' })
    await toCodeStep(actor)
    // The countdown runs on: the dismissal comes whenever the visitor closes.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(dismissed).not.toHaveBeenCalled()
    actor.send({ type: 'login.close' })
    expect(dismissed).toHaveBeenCalledExactlyOnceWith({ type: 'dismissed', intent: 'quick' })
    expect(loggedIn).not.toHaveBeenCalled()
  })

  it('a closed login is not dismissed again, and a login closes without a dismissal', async () => {
    const { actor, dismissed } = start({})
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '1234' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'login.close' })
    expect(dismissed).not.toHaveBeenCalled()
  })
})

describe('login machine (model-based)', () => {
  it('reaches every state; verifying only follows a sent SMS and a typed code', () => {
    const paths = getShortestPaths(loginMachine, {
      events: [
        { type: 'login.open', intent: 'quick' },
        { type: 'login.close' },
        { type: 'login.toggleMode' },
        { type: 'login.back' },
        { type: 'login.changeName', value: 'Ира' },
        { type: 'login.changePhone', value: '+79123456789' },
        { type: 'login.submitPhone' },
        { type: 'login.changeCode', value: '1234' },
        { type: 'login.submitCode' },
        { type: 'login.resend' },
        { type: 'xstate.done.actor.sendSms' },
        { type: 'xstate.error.actor.sendSms', error: serverError({ phone: 'x' }) },
        { type: 'xstate.done.actor.countdown' },
        { type: 'xstate.done.actor.resendSms' },
        { type: 'xstate.error.actor.resendSms', error: new Error('x') },
        { type: 'xstate.done.actor.verifyCode', output: answer },
        { type: 'xstate.error.actor.verifyCode', error: serverError({ code: 'x' }) },
      ] as never[],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.mode, s.context.phone !== '', s.context.code]),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    const expected = [
      'closed',
      { open: { inputPhone: 'editing' } },
      { open: { inputPhone: 'sending' } },
      { open: { inputCode: { countdown: 'running', code: 'editing' } } },
      { open: { inputCode: { countdown: 'ended', code: 'editing' } } },
      { open: { inputCode: { countdown: 'resending', code: 'editing' } } },
      { open: { inputCode: { countdown: 'running', code: 'verifying' } } },
    ]
    for (const value of expected) {
      expect(reached).toContain(
        typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value),
      )
    }
    for (const path of paths) {
      const events = path.steps.map((s) => s.event.type)
      if (path.state.matches({ open: { inputCode: { code: 'verifying' } } })) {
        expect(events).toContain('xstate.done.actor.sendSms')
        const codeEvents = events.filter((type) => /^login\.(changeCode|submitCode)$/.test(type))
        expect(codeEvents.length).toBeGreaterThan(0)
      }
      if (path.state.matches({ open: { inputCode: { countdown: 'ended' } } })) {
        expect(events).toContain('xstate.done.actor.countdown')
      }
    }
  })
})
