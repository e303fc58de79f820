import { type Cart, cartMachine } from '@gruzovik/machines'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { testUser } from '../components/testing/render-in-shop.tsx'
import { createAppDataStore } from '../lib/app-data/app-data-store.ts'
import { readCookie } from '../lib/cookies.ts'
import { createSessionActors } from './session-actors.ts'

const api = vi.hoisted(() => ({
  register: vi.fn(),
  sendRegistrationSms: vi.fn(),
  sendLoginSms: vi.fn(),
  login: vi.fn(),
  createFastOrder: vi.fn(),
}))
vi.mock('../api/auth.ts', () => ({
  register: api.register,
  login: api.login,
  sendLoginSms: api.sendLoginSms,
  sendRegistrationSms: api.sendRegistrationSms,
}))
vi.mock('../api/orders.ts', () => ({ createFastOrder: api.createFastOrder }))

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
  const actors = createSessionActors({ cart, store, navigate })
  for (const actor of Object.values(actors)) actor.start()
  return { ...actors, cart, store, navigate, loads }
}

describe('session actors', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.sendRegistrationSms.mockResolvedValue({ success: true, resend_after: 60 })
    api.register.mockResolvedValue({
      token: { token: 'secret', ttl: 3600, domain: 'localhost' },
      user: testUser,
    })
    api.createFastOrder.mockResolvedValue({ number: '77', cost: 100, created_at: 1 })
  })

  it('a visitor’s quick order waits for registration, then creates the order and closes the cart', async () => {
    const { checkout, login, cart, store, loads } = setup()
    cart.send({ type: 'cart.open' })
    checkout.send({ type: 'checkout.quickOrder' })
    expect(login.getSnapshot().context.intent).toBe('quick')

    login.send({ type: 'login.toggleMode' })
    login.send({ type: 'login.changeName', value: 'ООО Тест' })
    login.send({ type: 'login.changePhone', value: '+7(916)123 45 67' })
    login.send({ type: 'login.submitPhone' })
    await waitFor(() => expect(login.getSnapshot().matches({ open: 'inputCode' })).toBe(true))
    login.send({ type: 'login.changeCode', value: '1234' })

    await waitFor(() => expect(checkout.getSnapshot().matches('success')).toBe(true))
    expect(api.register).toHaveBeenCalledWith({
      name: 'ООО Тест',
      phone: '+7(916)123 45 67',
      code: '1234',
    })
    expect(readCookie('token')).toBe('secret')
    expect(store.getSnapshot()?.user).toEqual(testUser)
    expect(checkout.getSnapshot().context.order?.number).toBe('77')
    expect(cart.getSnapshot().matches({ modal: 'closed' })).toBe(true)
    // Registration loads no cart itself; the order refreshes it once.
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it('a dismissed login drops the intent', () => {
    const { checkout, login } = setup()
    checkout.send({ type: 'checkout.pay' })
    expect(checkout.getSnapshot().matches('awaitingLogin')).toBe(true)
    login.send({ type: 'login.close' })
    expect(checkout.getSnapshot().matches('idle')).toBe(true)
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
