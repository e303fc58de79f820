import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginAnswer } from './login.machine.ts'
import { answer, serverError, start, toCodeStep } from './login-testing.ts'

describe('login machine: the code step', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

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
})
