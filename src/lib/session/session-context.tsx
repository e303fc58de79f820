import type { checkoutMachine, loginMachine, searchMachine } from '@gruzovik/machines'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { LazyActor } from './lazy-actor.ts'

export type LoginActor = ActorRefFrom<typeof loginMachine>
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>
export type SearchActor = ActorRefFrom<typeof searchMachine>

export interface SessionActors {
  /** Started on the first event sent to it (lazy-actor.ts): most visits never log in. */
  login: LazyActor<LoginActor>
  checkout: CheckoutActor
  search: SearchActor
}

const SessionContext = createContext<SessionActors | null>(null)

/** Gives features the page's login, checkout and search actors (created in src/app). */
export function SessionProvider({
  actors,
  children,
}: {
  actors: SessionActors
  children: ReactNode
}) {
  return <SessionContext.Provider value={actors}>{children}</SessionContext.Provider>
}

function useSession(): SessionActors {
  const actors = useContext(SessionContext)
  if (!actors) throw new Error('session actors are used outside SessionProvider')
  return actors
}

/** The login actor to send events to: the first one loads and starts it. */
export const useLoginActor = (): LazyActor<LoginActor> => useSession().login
export const useCheckoutActor = (): CheckoutActor => useSession().checkout
export const useSearchActor = (): SearchActor => useSession().search

/** The login actor once it runs (re-rendering when it starts), else null. */
function useRunningLogin(): LoginActor | null {
  const login = useLoginActor()
  return useSyncExternalStore(
    login.subscribe,
    () => login.current,
    () => login.current,
  )
}

/** Whether the login dialog is open: closed while the login actor has not started. */
export function useLoginOpen(): boolean {
  return useSelector(useRunningLogin() ?? undefined, (s) => s?.matches('open') ?? false)
}

/** Reads the running login actor: only inside the login dialog, which opens once it runs. */
export function useLoginSelector<T>(select: (snapshot: SnapshotFrom<typeof loginMachine>) => T) {
  const login = useRunningLogin()
  if (!login) throw new Error('the login actor is read before it has started')
  return useSelector(login, select)
}
export function useCheckoutSelector<T>(
  select: (snapshot: SnapshotFrom<typeof checkoutMachine>) => T,
) {
  return useSelector(useCheckoutActor(), select)
}
export function useSearchSelector<T>(select: (snapshot: SnapshotFrom<typeof searchMachine>) => T) {
  return useSelector(useSearchActor(), select)
}
