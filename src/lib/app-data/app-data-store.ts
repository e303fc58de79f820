import type { InitialData } from '@gruzovik/machines'
import {
  browserStorage,
  isRecord,
  type KeyValueStorage,
  readJson,
  writeJson,
} from '../stores/persisted.ts'

export const appDataStorageKey = 'app_data'

/** The data store keeps app, user, isLoaded and jwt_domain; env is never stored. */
export interface StoredAppData {
  app: InitialData['app'] | null
  user: InitialData['user']
  isLoaded: boolean
  jwt_domain: string | null
}

function parseStored(value: unknown): StoredAppData | null {
  if (!isRecord(value)) return null
  const app =
    isRecord(value.app) &&
    typeof value.app.name === 'string' &&
    Array.isArray(value.app.phone_codes)
      ? (value.app as InitialData['app'])
      : null
  const user =
    isRecord(value.user) && typeof value.user.last_name_f === 'string'
      ? (value.user as NonNullable<InitialData['user']>)
      : null
  return {
    app,
    user,
    isLoaded: value.isLoaded === true,
    jwt_domain: typeof value.jwt_domain === 'string' ? value.jwt_domain : null,
  }
}

export type AppDataStore = ReturnType<typeof createAppDataStore>

/**
 * The persisted half of the app data: hydrated at start so the header shows the user at once,
 * replaced by the start-up answer, and updated by login and logout through `setUser`.
 */
export function createAppDataStore(storage: KeyValueStorage | null) {
  let state: StoredAppData | null = readJson(storage, appDataStorageKey, parseStored)
  const listeners = new Set<() => void>()
  const set = (next: StoredAppData) => {
    state = next
    writeJson(storage, appDataStorageKey, next)
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: (): StoredAppData | null => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The start-up answer replaces whatever was stored (env stays out of storage). */
    save(data: InitialData) {
      set({ app: data.app, user: data.user, isLoaded: true, jwt_domain: data.jwt_domain })
    },
    setUser(user: InitialData['user']) {
      set({ app: null, isLoaded: false, jwt_domain: null, ...state, user })
    },
  }
}

/** The page's one data store. */
export const appDataStore = createAppDataStore(browserStorage())
