import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Failure } from '../shared/failure.ts'
import type { SmsSent } from './login-setup.ts'
import { remaining, sent, serverError, start, toCodeStep } from './login-testing.ts'

const noConnection: Failure = {
  kind: 'network',
  status: 0,
  message: 'Не удалось связаться с магазином.',
  nextStep: 'Проверьте подключение к интернету и повторите.',
  fieldErrors: {},
}

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
    expect(actor.getSnapshot().context.failure).toBeNull()
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
    expect(actor.getSnapshot().context.failure).not.toBeNull()
  })

  it('a lost connection at «Получить код» is kept for the modal and a second press retries', async () => {
    const sendSms = vi
      .fn<() => Promise<SmsSent>>()
      .mockRejectedValueOnce(noConnection)
      .mockResolvedValueOnce(sent)
    const { actor } = start({ sendSms })
    await toCodeStep(actor)
    expect(actor.getSnapshot().matches({ open: { inputPhone: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.failure).toEqual(noConnection)
    actor.send({ type: 'login.submitPhone' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    expect(sendSms).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().matches({ open: 'inputCode' })).toBe(true)
  })

  it('a failed resend says why on the code step and the resend link works again', async () => {
    const sendSms = vi
      .fn<() => Promise<SmsSent>>()
      .mockResolvedValueOnce(sent)
      .mockRejectedValueOnce(noConnection)
      .mockResolvedValueOnce(sent)
    const { actor } = start({ sendSms })
    await toCodeStep(actor)
    await vi.advanceTimersByTimeAsync(60_000)
    actor.send({ type: 'login.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'ended' } } })).toBe(true)
    expect(actor.getSnapshot().context.failure?.kind).toBe('network')
    actor.send({ type: 'login.resend' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sendSms).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('counts down the 60 seconds the server answered, then offers resend which restarts it', async () => {
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

  it('counts down what the server answered: resend_after 45 unlocks the resend link after 45 s', async () => {
    const sendSms = vi
      .fn<() => Promise<SmsSent>>()
      .mockResolvedValueOnce({ resend_after: 45 })
      .mockResolvedValueOnce({ resend_after: 90 })
    const { actor } = start({ sendSms })
    await toCodeStep(actor)
    expect(remaining(actor)).toBe(45)
    await vi.advanceTimersByTimeAsync(44_000)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'running' } } })).toBe(
      true,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'ended' } } })).toBe(true)
    actor.send({ type: 'login.resend' })
    await vi.advanceTimersByTimeAsync(0)
    // The resend's own answer sets the next wait.
    expect(remaining(actor)).toBe(90)
    await vi.advanceTimersByTimeAsync(89_000)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'running' } } })).toBe(
      true,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'ended' } } })).toBe(true)
  })

  it('a server that allows a resend at once shows the resend link at once', async () => {
    const { actor } = start({ sendSms: async () => ({ resend_after: 0 }) })
    await toCodeStep(actor)
    expect(actor.getSnapshot().matches({ open: { inputCode: { countdown: 'ended' } } })).toBe(true)
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
