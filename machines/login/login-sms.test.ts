import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { remaining, serverError, start, toCodeStep } from './login-testing.ts'

describe('login machine: the phone step and the SMS', () => {
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

  it('a failure with no field error is still reported', async () => {
    const { actor, reportError } = start({
      sendSms: () => Promise.reject({ status: 429, fieldErrors: {} }),
    })
    await toCodeStep(actor)
    expect(reportError).toHaveBeenCalledOnce()
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
