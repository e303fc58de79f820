import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginMachine } from './login.machine.ts'
import { answer, sent, serverError, start, toCodeStep } from './login-testing.ts'

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
        { type: 'xstate.done.actor.sendSms', output: sent },
        { type: 'xstate.error.actor.sendSms', error: serverError({ phone: 'x' }) },
        { type: 'xstate.error.actor.sendSms', error: new Error('no connection') },
        { type: 'xstate.done.actor.countdown' },
        { type: 'xstate.done.actor.resendSms', output: sent },
        { type: 'xstate.error.actor.resendSms', error: new Error('x') },
        { type: 'xstate.done.actor.verifyCode', output: answer },
        { type: 'xstate.error.actor.verifyCode', error: serverError({ code: 'x' }) },
      ] as never[],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.mode,
          s.context.phone !== '',
          s.context.code,
          s.context.failure !== null,
        ]),
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
    // A failure without field errors is reached on both steps, in a state that can retry.
    const failedIn = paths.filter((p) => p.state.context.failure).map((p) => p.state.value)
    expect(failedIn).toContainEqual({ open: { inputPhone: 'editing' } })
    expect(failedIn).toContainEqual({
      open: { inputCode: { countdown: 'ended', code: 'editing' } },
    })
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
      // A failure is said after a failed call without field errors, and only in a form state.
      if (path.state.context.failure) {
        expect(events.at(-1)).toMatch(/^xstate\.error\.actor\.(sendSms|resendSms)$/)
        const retryable =
          path.state.matches({ open: { inputPhone: 'editing' } }) ||
          path.state.matches({ open: { inputCode: { countdown: 'ended' } } })
        expect(retryable).toBe(true)
      }
    }
  })
})
