import type { InitialData } from '@gruzovik/machines'
import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../stores/persisted.ts'
import { appDataStorageKey, createAppDataStore } from './app-data-store.ts'

function memoryStorage(data: Record<string, string> = {}): KeyValueStorage {
  return {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
    removeItem: (key) => {
      delete data[key]
    },
  }
}

const user = {
  last_name_f: 'Константинопольский К.',
  full_name: 'Константинопольский Константин',
  image: { url_thumb: null },
  image_url: null,
  ns: 'КК',
  account: { external_id_onec: null },
  permissions: [],
} satisfies NonNullable<InitialData['user']>

const data: InitialData = {
  env: { app_env: 'test', maps_api_key: 'secret-ish', call_tracking_url: 'https://ct.example' },
  user,
  app: { name: 'Грузовик', phone_codes: [{ prefix: '7', mask: '+7(###)### ## ##' }] },
  jwt_domain: 'gruzovik.local',
}

describe('data store', () => {
  it('keeps app, user, isLoaded and jwt_domain in local storage, never env', () => {
    const raw: Record<string, string> = {}
    createAppDataStore(memoryStorage(raw)).save(data)
    const saved = JSON.parse(raw[appDataStorageKey] ?? '{}')
    expect(Object.keys(saved).sort()).toEqual(['app', 'isLoaded', 'jwt_domain', 'user'])
    expect(saved.isLoaded).toBe(true)
    expect(JSON.stringify(saved)).not.toContain('secret-ish')
  })

  it('hydrates the last visit on start so the user shows at once', () => {
    const raw: Record<string, string> = {}
    createAppDataStore(memoryStorage(raw)).save(data)
    const next = createAppDataStore(memoryStorage(raw))
    expect(next.getSnapshot()?.user?.last_name_f).toBe('Константинопольский К.')
    expect(next.getSnapshot()?.jwt_domain).toBe('gruzovik.local')
  })

  it('garbage in storage hydrates as nothing or drops the bad parts', () => {
    expect(
      createAppDataStore(memoryStorage({ [appDataStorageKey]: 'null' })).getSnapshot(),
    ).toBeNull()
    const partial = createAppDataStore(
      memoryStorage({ [appDataStorageKey]: JSON.stringify({ user: 5, app: { name: 1 } }) }),
    ).getSnapshot()
    expect(partial).toEqual({ app: null, user: null, isLoaded: false, jwt_domain: null })
  })

  it('logout sets the user to null and keeps the rest', () => {
    const store = createAppDataStore(memoryStorage())
    store.save(data)
    store.setUser(null)
    expect(store.getSnapshot()).toMatchObject({
      user: null,
      isLoaded: true,
      jwt_domain: 'gruzovik.local',
    })
  })
})
