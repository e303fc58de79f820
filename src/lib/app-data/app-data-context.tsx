import { useBrowserStore, useHydrated } from '@gruzovik/design-system'
import type { bootMachine, InitialData } from '@gruzovik/machines'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type AppDataStore, appDataStore } from './app-data-store.ts'

type BootActor = ActorRefFrom<typeof bootMachine>

const BootContext = createContext<BootActor | null>(null)
const StoreContext = createContext<AppDataStore>(appDataStore)

/**
 * Gives the app the start-up actor and the data store. The store is fed by `connectBootToStore`
 * (src/app/boot.ts); without a connection, the boot's own answer is used.
 */
export function AppDataProvider({
  boot,
  store = appDataStore,
  children,
}: {
  boot: BootActor
  store?: AppDataStore
  children: ReactNode
}) {
  return (
    <BootContext.Provider value={boot}>
      <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    </BootContext.Provider>
  )
}

export interface AppData {
  isLoaded: boolean
  user: InitialData['user']
  app: InitialData['app'] | null
  /** Public configuration such as the maps key; not kept in local storage. */
  env: InitialData['env'] | null
  /** The token cookie's domain, for logout. */
  jwtDomain: string | null
}

const serverSnapshot = () => null

const anonymous: AppData = { isLoaded: false, user: null, app: null, env: null, jwtDomain: null }

/** The data store, for login and logout to update the user. */
export function useAppDataStore(): AppDataStore {
  return useContext(StoreContext)
}

/**
 * What the start-up loaded: the user (or null), app data, env and whether loading is done.
 * Until this page's answer arrives, the stored copy from the last visit stands in.
 */
export function useAppData(): AppData {
  const boot = useContext(BootContext)
  if (!boot) throw new Error('useAppData must be used inside AppDataProvider')
  const store = useContext(StoreContext)
  // The server knows no visitor: hydration starts from nothing stored, then reads the store.
  const stored = useBrowserStore(store.subscribe, store.getSnapshot, serverSnapshot)
  const live = useSelector(
    boot,
    (snapshot) => ({ success: snapshot.matches('success'), data: snapshot.context.data }),
    (a, b) => a.success === b.success && a.data === b.data,
  )
  // While a server-rendered page hydrates, it is the anonymous page the server sent.
  if (!useHydrated()) return anonymous
  return {
    isLoaded: live.success || (stored?.isLoaded ?? false),
    user: stored ? stored.user : (live.data?.user ?? null),
    app: stored?.app ?? live.data?.app ?? null,
    env: live.data?.env ?? null,
    jwtDomain: stored?.jwt_domain ?? live.data?.jwt_domain ?? null,
  }
}
