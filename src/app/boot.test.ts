import { bootMachine, type InitialData } from '@gruzovik/machines'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createAppDataStore } from '../lib/app-data/app-data-store.ts'
import { createPhoneStore } from '../lib/stores/phone-store.ts'
import { connectStartUp, onStartUpLoaded } from './boot.ts'

const data = (callTrackingUrl?: string): InitialData => ({
  env: { app_env: 'test', ...(callTrackingUrl ? { call_tracking_url: callTrackingUrl } : {}) },
  user: null,
  app: { name: 'Грузовик', phone_codes: [] },
  jwt_domain: 'localhost',
})

const page = () => ({ url: 'https://gruzovik.ru/?utm=1', referrer: 'https://ya.ru/' })

describe('start-up effects', () => {
  it('the loaded answer replaces the stored app data', async () => {
    const store = createAppDataStore(null)
    const track = vi.fn(async () => false)
    await onStartUpLoaded(data(), { store, phones: createPhoneStore(null, []), page, track })
    expect(store.getSnapshot()).toEqual({
      app: { name: 'Грузовик', phone_codes: [] },
      user: null,
      isLoaded: true,
      jwt_domain: 'localhost',
    })
  })

  it('call tracking gets the configured address, the page and the referrer', async () => {
    const phones = createPhoneStore(null, [])
    const track = vi.fn(async () => true)
    await onStartUpLoaded(data('https://ct.example/api'), {
      store: createAppDataStore(null),
      phones,
      page,
      track,
    })
    expect(track).toHaveBeenCalledWith({
      endpoint: 'https://ct.example/api',
      url: 'https://gruzovik.ru/?utm=1',
      referrer: 'https://ya.ru/',
      store: phones,
    })
  })

  it('runs after the boot machine emits loaded', async () => {
    const boot = createActor(
      bootMachine.provide({ actors: { loadInitialData: fromPromise(async () => data()) } }),
    )
    const store = createAppDataStore(null)
    const track = vi.fn(async () => false)
    connectStartUp(boot, { store, phones: createPhoneStore(null, []), page, track })
    boot.start()
    expect(store.getSnapshot()).toBeNull()
    boot.send({ type: 'boot.start' })
    await vi.waitFor(() => expect(store.getSnapshot()?.isLoaded).toBe(true))
    expect(track).toHaveBeenCalledOnce()
  })
})
