import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../shared/failure.ts'
import { checkoutMachine, type FastOrder } from './checkout.machine.ts'

const order: FastOrder = { number: 'З-000123', cost: 1_234_550, created_at: 1_763_700_000 }
const shortStock: Failure = {
  kind: 'refused',
  status: 409,
  message: 'Товара не хватает на складе, заказ не оформлен.',
  nextStep: '',
  fieldErrors: { cart: '«a»: в наличии только 2 шт.' },
}

function start(options: { loggedIn: boolean; create?: () => Promise<FastOrder> }) {
  const spies = {
    create: vi.fn(options.create ?? (async () => order)),
    openLogin: vi.fn(),
    refreshCart: vi.fn(),
    closeCart: vi.fn(),
    navigate: vi.fn(),
    logError: vi.fn(),
    cartRefused: vi.fn(),
  }
  let loggedIn = options.loggedIn
  const actor = createActor(
    checkoutMachine.provide({
      actors: { createFastOrder: fromPromise(() => spies.create()) },
      guards: { isLoggedIn: () => loggedIn },
      actions: {
        openLogin: spies.openLogin,
        refreshCart: spies.refreshCart,
        closeCart: spies.closeCart,
        navigate: spies.navigate,
        logError: spies.logError,
        cartRefused: spies.cartRefused,
      },
    }),
  ).start()
  return { actor, ...spies, logIn: () => (loggedIn = true) }
}

describe('checkout intents', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('quick order when logged in creates the order, refreshes and closes the cart, shows success', async () => {
    const { actor, create, refreshCart, closeCart, openLogin } = start({ loggedIn: true })
    actor.send({ type: 'checkout.quickOrder' })
    expect(actor.getSnapshot().value).toBe('creating')
    await vi.advanceTimersByTimeAsync(0)
    expect(create).toHaveBeenCalledOnce()
    expect(refreshCart).toHaveBeenCalledOnce()
    expect(closeCart).toHaveBeenCalledOnce()
    expect(openLogin).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.order).toEqual(order)
    actor.send({ type: 'checkout.closeSuccess' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.order).toBeNull()
  })

  it('quick order when logged out opens login with intent quick and orders after login', async () => {
    const { actor, create, openLogin, logIn } = start({ loggedIn: false })
    actor.send({ type: 'checkout.quickOrder' })
    expect(openLogin.mock.calls[0]?.[1]).toEqual({ intent: 'quick' })
    expect(actor.getSnapshot().value).toBe('awaitingLogin')
    expect(create).not.toHaveBeenCalled()
    logIn()
    actor.send({ type: 'checkout.loggedIn', intent: 'quick' })
    await vi.advanceTimersByTimeAsync(0)
    expect(create).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('a refused quick order keeps why, has the cart re-read, and a second press retries', async () => {
    const create = vi
      .fn<() => Promise<FastOrder>>()
      .mockRejectedValueOnce(shortStock)
      .mockResolvedValueOnce(order)
    const { actor, logError, closeCart, cartRefused } = start({ loggedIn: true, create })
    actor.send({ type: 'checkout.quickOrder' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ order: null, failure: shortStock })
    expect(logError).toHaveBeenCalledOnce()
    expect(cartRefused.mock.calls[0]?.[1]).toEqual({ failure: shortStock })
    expect(closeCart).not.toHaveBeenCalled()
    actor.send({ type: 'checkout.quickOrder' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    expect(create).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('a thrown non-failure (a bug in an actor) still leaves a message to show', async () => {
    const { actor } = start({ loggedIn: true, create: () => Promise.reject(new Error('x')) })
    actor.send({ type: 'checkout.quickOrder' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.failure?.kind).toBe('network')
  })

  it('pay when logged in closes the cart and goes to /order', () => {
    const { actor, closeCart, navigate, openLogin } = start({ loggedIn: true })
    actor.send({ type: 'checkout.pay' })
    expect(closeCart).toHaveBeenCalledOnce()
    expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/order' })
    expect(openLogin).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('pay when logged out needs login first, then goes to /order', () => {
    const { actor, navigate, openLogin, create } = start({ loggedIn: false })
    actor.send({ type: 'checkout.pay' })
    expect(openLogin.mock.calls[0]?.[1]).toEqual({ intent: 'pay' })
    expect(navigate).not.toHaveBeenCalled()
    actor.send({ type: 'checkout.loggedIn', intent: 'pay' })
    expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/order' })
    expect(create).not.toHaveBeenCalled()
  })

  it('a cancelled login leaves nothing pending', () => {
    const { actor, navigate, create } = start({ loggedIn: false })
    actor.send({ type: 'checkout.pay' })
    actor.send({ type: 'checkout.loginCancelled' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'checkout.loggedIn', intent: 'pay' })
    expect(navigate).not.toHaveBeenCalled()
    expect(create).not.toHaveBeenCalled()
  })
})

describe('checkout intents (model-based)', () => {
  it('reaches every state; success always follows a created order', () => {
    const paths = getShortestPaths(checkoutMachine, {
      events: [
        { type: 'checkout.quickOrder' },
        { type: 'checkout.pay' },
        { type: 'checkout.loggedIn' },
        { type: 'checkout.loginCancelled' },
        { type: 'checkout.closeSuccess' },
        { type: 'xstate.done.actor.createFastOrder', output: order },
        { type: 'xstate.error.actor.createFastOrder', error: shortStock },
      ] as never[],
      serializeState: (s) => JSON.stringify([s.value, s.context.failure?.kind ?? null]),
    })
    const reached = new Set(paths.map((p) => p.state.value))
    expect(reached).toEqual(new Set(['idle', 'awaitingLogin', 'creating', 'success']))
    expect(paths.some((p) => p.state.matches('idle') && p.state.context.failure)).toBe(true)
    for (const path of paths) {
      const events = path.steps.map((s) => s.event.type)
      if (path.state.value === 'success') {
        expect(events.at(-1)).toBe('xstate.done.actor.createFastOrder')
        expect(events).toEqual(expect.arrayContaining(['checkout.quickOrder', 'checkout.loggedIn']))
      }
      if (path.state.value === 'awaitingLogin') expect(path.state.context.intent).not.toBeNull()
      if (path.state.context.failure) {
        expect(events.at(-1)).toBe('xstate.error.actor.createFastOrder')
      }
    }
  })
})
