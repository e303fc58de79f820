import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { bootMachine, type InitialData } from './boot.machine.ts'

const user = {
  last_name_f: 'Иванов И.',
  full_name: 'Иванов Иван',
  image: { url_thumb: null },
  image_url: null,
  ns: 'ИИ',
  account: { external_id_onec: 'К-0001' },
  permissions: ['order.show'],
}

const data = (withUser: boolean): InitialData => ({
  env: { app_env: 'test' },
  user: withUser ? user : null,
  app: { name: 'Грузовик', phone_codes: [{ prefix: '7', mask: '+7(###)### ## ##' }] },
  jwt_domain: 'localhost',
})

function start(options: { answer: () => Promise<InitialData>; hasToken: boolean }) {
  const clearToken = vi.fn()
  const logError = vi.fn()
  const machine = bootMachine.provide({
    actors: { loadInitialData: fromPromise(options.answer) },
    guards: { hasStoredToken: () => options.hasToken },
    actions: { clearToken, logError },
  })
  const actor = createActor(machine)
  const loaded = vi.fn()
  actor.on('loaded', loaded)
  actor.start()
  actor.send({ type: 'boot.start' })
  return { actor, clearToken, logError, loaded }
}

describe('boot machine', () => {
  it('loads initial data and emits loaded', async () => {
    const { actor, loaded, clearToken } = start({ answer: async () => data(true), hasToken: true })
    expect(actor.getSnapshot().value).toBe('pending')
    await waitFor(actor, (s) => s.matches('success'))
    expect(actor.getSnapshot().context.data?.user?.full_name).toBe('Иванов Иван')
    expect(loaded).toHaveBeenCalledWith({ type: 'loaded', data: data(true) })
    expect(clearToken).not.toHaveBeenCalled()
  })

  it('clears a stored token when the answer has no user', async () => {
    const { actor, clearToken } = start({ answer: async () => data(false), hasToken: true })
    await waitFor(actor, (s) => s.matches('success'))
    expect(clearToken).toHaveBeenCalledOnce()
  })

  it('keeps quiet about tokens for a guest without one', async () => {
    const { actor, clearToken } = start({ answer: async () => data(false), hasToken: false })
    await waitFor(actor, (s) => s.matches('success'))
    expect(clearToken).not.toHaveBeenCalled()
  })

  it('logs a failed load and can retry', async () => {
    let fail = true
    const { actor, logError, loaded } = start({
      answer: async () => {
        if (fail) throw new Error('сеть недоступна')
        return data(false)
      },
      hasToken: false,
    })
    await waitFor(actor, (s) => s.matches('error'))
    expect(logError).toHaveBeenCalledOnce()
    expect(loaded).not.toHaveBeenCalled()
    fail = false
    actor.send({ type: 'boot.retry' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(loaded).toHaveBeenCalledOnce()
  })

  it('reaches every state (model-based)', () => {
    const paths = getShortestPaths(bootMachine, {
      events: [
        { type: 'boot.start' },
        { type: 'boot.retry' },
        { type: 'xstate.done.actor.loadInitialData', output: data(true) },
        { type: 'xstate.error.actor.loadInitialData', error: new Error('x') },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => String(p.state.value)))
    expect(reached).toEqual(new Set(['idle', 'pending', 'success', 'error']))
    for (const path of paths) {
      const last = path.steps.at(-1)?.event.type
      if (path.state.value === 'success') expect(last).toBe('xstate.done.actor.loadInitialData')
      if (path.state.value === 'error') expect(last).toBe('xstate.error.actor.loadInitialData')
    }
  })
})
