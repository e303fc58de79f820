import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, fromPromise } from 'xstate'
import {
  type LoginAnswer,
  loginMachine,
  type SendSmsInput,
  type VerifyCodeInput,
} from './login.machine.ts'
import type { LoginIntent } from './login-rules.ts'

const answer: LoginAnswer = {
  token: { token: 'jwt', ttl: 3600, domain: 'localhost' },
  user: {
    last_name_f: 'Иванов И.',
    full_name: 'Иванов Иван',
    image: { url_thumb: null },
    image_url: null,
    ns: 'ИИ',
    account: { external_id_onec: null },
    permissions: [],
  },
}
/** The shop's API error as the machine reads it: the first message per field. */
const serverError = (fieldErrors: Record<string, string>) => ({ status: 422, fieldErrors })

function start(options: {
  sendSms?: (input: SendSmsInput) => Promise<void>
  verifyCode?: (input: VerifyCodeInput) => Promise<LoginAnswer>
  intent?: LoginIntent
}) {
  const spies = {
    sendSms: vi.fn(options.sendSms ?? (async () => {})),
    verifyCode: vi.fn(options.verifyCode ?? (async () => answer)),
    updateUser: vi.fn(),
    loadCart: vi.fn(),
    reportError: vi.fn(),
    loggedIn: vi.fn(),
    dismissed: vi.fn(),
  }
  const machine = loginMachine.provide({
    actors: {
      sendSms: fromPromise<void, SendSmsInput>(({ input }) => spies.sendSms(input)),
      verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(({ input }) => spies.verifyCode(input)),
    },
    actions: {
      updateUser: spies.updateUser,
      loadCart: spies.loadCart,
      reportError: spies.reportError,
    },
  })
  const actor = createActor(machine).start()
  actor.on('loggedIn', spies.loggedIn)
  actor.on('dismissed', spies.dismissed)
  actor.send({ type: 'login.open', intent: options.intent ?? null })
  return { actor, ...spies }
}

const remaining = (actor: {
  getSnapshot(): { children: Record<string, AnyActorRef | undefined> }
}) => actor.getSnapshot().children.countdown?.getSnapshot().context.remaining as number | undefined

async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'login.changePhone', value: '+7(912)345 67 89' })
  actor.send({ type: 'login.submitPhone' })
  await vi.advanceTimersByTimeAsync(0)
}

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('moves from input-phone to input-code after the SMS is sent', async () => {
    const { actor, sendSms } = start({})
    expect(actor.getSnapshot().matches({ open: 'inputPhone' })).toBe(true)
    await toCodeStep(actor)
    expect(sendSms).toHaveBeenCalledWith({ mode: 'login', name: '', phone: '+7(912)345 67 89' })
    expect(actor.getSnapshot().matches({ open: 'inputCode' })).toBe(true)
  })

  it('does not send without a phone', () => {
    const { actor, sendSms } = start({})
    actor.send({ type: 'login.submitPhone' })
    expect(sendSms).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches({ open: { inputPhone: 'editing' } })).toBe(true)
  })

  it('registration needs a name and a phone', async () => {
    const { actor, sendSms } = start({})
    actor.send({ type: 'login.toggleMode' })
    expect(actor.getSnapshot().context.mode).toBe('registration')
    actor.send({ type: 'login.changePhone', value: '+79123456789' })
    actor.send({ type: 'login.submitPhone' })
    expect(sendSms).not.toHaveBeenCalled()
    actor.send({ type: 'login.changeName', value: '  ООО Ромашка ' })
    actor.send({ type: 'login.submitPhone' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sendSms).toHaveBeenCalledWith({
      mode: 'registration',
      name: 'ООО Ромашка',
      phone: '+79123456789',
    })
  })

  it('back in registration mode returns to login', () => {
    const { actor } = start({})
    actor.send({ type: 'login.toggleMode' })
    actor.send({ type: 'login.back' })
    expect(actor.getSnapshot().context.mode).toBe('login')
    actor.send({ type: 'login.toggleMode' })
    actor.send({ type: 'login.toggleMode' })
    expect(actor.getSnapshot().context.mode).toBe('login')
  })

  it('counts down 60 seconds after a send, then offers resend which restarts it', async () => {
    const { actor, sendSms } = start({})
    await toCodeStep(actor)
    expect(remaining(actor)).toBe(60)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'running' } } })).toBe(
      true,
    )
    actor.send({ type: 'login.resend' })
    expect(sendSms).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1000)
    expect(remaining(actor)).toBe(59)
    await vi.advanceTimersByTimeAsync(58_000)
    expect(remaining(actor)).toBe(1)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'running' } } })).toBe(
      true,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'ended' } } })).toBe(true)
    actor.send({ type: 'login.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sendSms).toHaveBeenCalledTimes(2)
    expect(remaining(actor)).toBe(60)
  })

  it('four digits submit by themselves, once', async () => {
    let finish: (value: LoginAnswer) => void = () => {}
    const { actor, verifyCode } = start({
      verifyCode: () => new Promise<LoginAnswer>((resolve) => (finish = resolve)),
    })
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '12' })
    expect(verifyCode).not.toHaveBeenCalled()
    actor.send({ type: 'login.changeCode', value: '12a34' })
    expect(actor.getSnapshot().context.code).toBe('1234')
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'login.submitCode' })
    actor.send({ type: 'login.changeCode', value: '1234' })
    await vi.advanceTimersByTimeAsync(0)
    expect(verifyCode).toHaveBeenCalledOnce()
    expect(verifyCode).toHaveBeenCalledWith({
      mode: 'login',
      name: '',
      phone: '+7(912)345 67 89',
      code: '1234',
    })
    finish(answer)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('login success updates the user, loads the cart, tells the intent', async () => {
    const { actor, updateUser, loadCart, loggedIn, dismissed } = start({
      intent: 'quick',
    })
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '1234' })
    await vi.advanceTimersByTimeAsync(0)
    expect(updateUser.mock.calls[0]?.[1]).toEqual({ user: answer.user })
    expect(loadCart).toHaveBeenCalledOnce()
    expect(loggedIn).toHaveBeenCalledExactlyOnceWith({
      type: 'loggedIn',
      intent: 'quick',
      user: answer.user,
    })
    expect(dismissed).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.intent).toBeNull()
  })

  it('registration success does not load the cart but carries the intent', async () => {
    const { actor, loadCart, loggedIn } = start({ intent: 'pay' })
    actor.send({ type: 'login.toggleMode' })
    actor.send({ type: 'login.changeName', value: 'Пётр' })
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '5555' })
    await vi.advanceTimersByTimeAsync(0)
    expect(loadCart).not.toHaveBeenCalled()
    expect(loggedIn).toHaveBeenCalledWith(expect.objectContaining({ intent: 'pay' }))
  })

  it('server field errors land on their fields and clear on edit', async () => {
    const { actor, reportError } = start({
      sendSms: () =>
        Promise.reject(
          serverError({ phone: 'Неверный телефон', name: 'Укажите имя', other: 'чужое поле' }),
        ),
    })
    await toCodeStep(actor)
    expect(actor.getSnapshot().matches({ open: { inputPhone: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.errors).toEqual({
      phone: 'Неверный телефон',
      name: 'Укажите имя',
    })
    // Shown under the fields only: a toast of the same text stayed on screen after a login.
    expect(reportError).not.toHaveBeenCalled()
    actor.send({ type: 'login.changePhone', value: '+7' })
    expect(actor.getSnapshot().context.errors.phone).toBeUndefined()
    expect(actor.getSnapshot().context.errors.name).toBe('Укажите имя')
  })

  it('a wrong code shows its error and allows another try', async () => {
    let attempt = 0
    const { actor, updateUser } = start({
      verifyCode: async () => {
        attempt += 1
        if (attempt === 1) throw serverError({ code: 'Неверный код' })
        return answer
      },
    })
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '0000' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.errors.code).toBe('Неверный код')
    expect(actor.getSnapshot().matches({ open: { inputCode: { code: 'editing' } } })).toBe(true)
    actor.send({ type: 'login.changeCode', value: '1111' })
    await vi.advanceTimersByTimeAsync(0)
    expect(updateUser).toHaveBeenCalledOnce()
  })

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

describe('login machine: what the form is told', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a wrong code is told under the field only, so nothing of it outlives the right code', async () => {
    let attempt = 0
    const { actor, reportError, loggedIn } = start({
      verifyCode: async () => {
        attempt += 1
        if (attempt === 1) throw serverError({ code: 'Неверный код' })
        return answer
      },
    })
    await toCodeStep(actor)
    actor.send({ type: 'login.changeCode', value: '1111' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.errors.code).toBe('Неверный код')
    actor.send({ type: 'login.changeCode', value: '2222' })
    await vi.advanceTimersByTimeAsync(0)
    expect(loggedIn).toHaveBeenCalledOnce()
    expect(reportError).not.toHaveBeenCalled()
  })

  it('a failure with no field error is still reported', async () => {
    const { actor, reportError } = start({
      sendSms: () => Promise.reject({ status: 429, fieldErrors: {} }),
    })
    await toCodeStep(actor)
    expect(reportError).toHaveBeenCalledOnce()
  })

  it('«Получить код» with an empty phone says the phone is missing until it is typed', () => {
    const { actor, sendSms } = start({})
    actor.send({ type: 'login.submitPhone' })
    expect(sendSms).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.missing).toEqual(['phone'])
    actor.send({ type: 'login.toggleMode' })
    actor.send({ type: 'login.submitPhone' })
    expect(actor.getSnapshot().context.missing).toEqual(['name', 'phone'])
    actor.send({ type: 'login.changePhone', value: '+7(9' })
    expect(actor.getSnapshot().context.missing).toEqual(['name'])
  })

  it('from the code step of a login, «Зарегистрироваться» opens registration with the number kept', async () => {
    const { actor } = start({})
    await toCodeStep(actor)
    actor.send({ type: 'login.register' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ open: { inputPhone: 'editing' } })).toBe(true)
    expect(snapshot.context.mode).toBe('registration')
    expect(snapshot.context.phone).toBe('+7(912)345 67 89')
  })
})
