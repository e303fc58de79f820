import { type Cart, cartMachine } from '@gruzovik/machines'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../api/errors.ts'
import { createAppDataStore } from '../lib/app-data/app-data-store.ts'
import { onErrorNotification } from '../lib/error-notifications.ts'
import type { LazyActor } from '../lib/session/lazy-actor.ts'
import type { LoginActor } from '../lib/session/session-context.tsx'
import { testUser } from '../testing/render-in-shop.tsx'
import { createSessionActors, startSessionActors } from './session-actors.ts'

const api = {
  sendSms: vi.fn(),
  verifyCode: vi.fn(),
  createFastOrder: vi.fn(),
  suggest: vi.fn(),
  deleteHistory: vi.fn(),
}

/** The login actor once it runs (it starts on its first event). */
function running(login: LazyActor<LoginActor>) {
  if (!login.current) throw new Error('the login actor has not started')
  return login.current
}

function setup() {
  const loads = vi.fn()
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<Cart>(async () => {
          loads()
          return { uuid: 'c', cart_products: [] }
        }),
      },
    }),
  ).start()
  const store = createAppDataStore(null)
  const navigate = vi.fn()
  const actors = createSessionActors({ calls: api, cart, store, navigate })
  startSessionActors(actors)
  return { ...actors, cart, store, navigate, loads }
}

describe('session actors', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.sendSms.mockResolvedValue({ success: true, resend_after: 60 })
    api.verifyCode.mockResolvedValue({
      token: { token: 'secret', ttl: 3600, domain: 'localhost' },
      user: testUser,
    })
    api.createFastOrder.mockResolvedValue({ number: '77', cost: 100, created_at: 1 })
  })

  it('login starts on its first event, not with the page', async () => {
    const { login } = setup()
    expect(login.current).toBeNull()
    login.send({ type: 'login.open' })
    await waitFor(() => expect(running(login).getSnapshot().matches('open')).toBe(true))
    expect(await login.started()).toBe(login.current)
  })

  it('a visitor’s quick order waits for registration, then creates the order and closes the cart', async () => {
    const { checkout, login, cart, store, loads } = setup()
    cart.send({ type: 'cart.open' })
    checkout.send({ type: 'checkout.quickOrder' })
    await waitFor(() => expect(running(login).getSnapshot().context.intent).toBe('quick'))

    login.send({ type: 'login.toggleMode' })
    login.send({ type: 'login.changeName', value: 'ООО Тест' })
    login.send({ type: 'login.changePhone', value: '+7(916)123 45 67' })
    login.send({ type: 'login.submitPhone' })
    await waitFor(() =>
      expect(running(login).getSnapshot().matches({ open: 'inputCode' })).toBe(true),
    )
    login.send({ type: 'login.changeCode', value: '1234' })

    await waitFor(() => expect(checkout.getSnapshot().matches('success')).toBe(true))
    expect(api.verifyCode).toHaveBeenCalledWith({
      mode: 'registration',
      name: 'ООО Тест',
      phone: '+7(916)123 45 67',
      code: '1234',
    })
    expect(store.getSnapshot()?.user).toEqual(testUser)
    expect(checkout.getSnapshot().context.order?.number).toBe('77')
    expect(cart.getSnapshot().matches({ modal: 'closed' })).toBe(true)
    // Registration loads no cart itself; the order refreshes it once.
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it('a dismissed login drops the intent: a later login goes nowhere', async () => {
    const { checkout, login, navigate } = setup()
    checkout.send({ type: 'checkout.pay' })
    expect(checkout.getSnapshot().matches('awaitingLogin')).toBe(true)
    login.send({ type: 'login.close' })
    await waitFor(() => expect(checkout.getSnapshot().matches('idle')).toBe(true))

    login.send({ type: 'login.open' })
    login.send({ type: 'login.changePhone', value: '+7(916)123 45 67' })
    login.send({ type: 'login.submitPhone' })
    await waitFor(() =>
      expect(running(login).getSnapshot().matches({ open: 'inputCode' })).toBe(true),
    )
    login.send({ type: 'login.changeCode', value: '1234' })
    await waitFor(() => expect(running(login).getSnapshot().matches('closed')).toBe(true))
    expect(checkout.getSnapshot().matches('idle')).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a login failure is said in the modal, never as a toast; field errors stay on the form', async () => {
    const { login } = setup()
    const notified = vi.fn()
    const stop = onErrorNotification(notified)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.sendSms.mockRejectedValueOnce(new ApiError(429, { message: 'Слишком часто' }))
    login.send({ type: 'login.open' })
    login.send({ type: 'login.changePhone', value: '+7(916)123 45 67' })
    login.send({ type: 'login.submitPhone' })
    await waitFor(() =>
      expect(running(login).getSnapshot().context.failure).toMatchObject({
        kind: 'rateLimited',
        message: 'Слишком часто',
        nextStep: 'Подождите минуту и повторите.',
      }),
    )

    api.sendSms.mockRejectedValueOnce(
      new ApiError(422, { message: 'Проверьте данные', errors: { phone: ['Неверный номер'] } }),
    )
    login.send({ type: 'login.submitPhone' })
    await waitFor(() =>
      expect(running(login).getSnapshot().context.errors.phone).toBe('Неверный номер'),
    )
    expect(running(login).getSnapshot().context.failure).toBeNull()
    expect(notified).not.toHaveBeenCalled()
    stop()
  })

  it('a refused quick order has the cart re-read and keeps why for the cart to say', async () => {
    const { checkout, cart, store, loads } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    store.setUser(testUser)
    api.createFastOrder.mockRejectedValueOnce(
      new ApiError(409, { message: 'Товара не хватает на складе' }),
    )
    checkout.send({ type: 'checkout.quickOrder' })
    await waitFor(() => expect(loads).toHaveBeenCalledOnce())
    expect(checkout.getSnapshot().context.failure).toMatchObject({ kind: 'refused', status: 409 })
    await waitFor(() =>
      expect(cart.getSnapshot().context.failure?.message).toBe('Товара не хватает на складе'),
    )
  })

  it('a logged-in Pay closes the cart and goes to /order', () => {
    const { checkout, cart, store, navigate } = setup()
    store.setUser(testUser)
    cart.send({ type: 'cart.open' })
    checkout.send({ type: 'checkout.pay' })
    expect(navigate).toHaveBeenCalledWith('/order')
    expect(cart.getSnapshot().matches({ modal: 'closed' })).toBe(true)
  })
})
