import type { checkoutMachine, loginMachine, searchMachine } from '@gruzovik/machines'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'

export type LoginActor = ActorRefFrom<typeof loginMachine>
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>
export type SearchActor = ActorRefFrom<typeof searchMachine>

export interface SessionActors {
  login: LoginActor
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

export const useLoginActor = (): LoginActor => useSession().login
export const useCheckoutActor = (): CheckoutActor => useSession().checkout
export const useSearchActor = (): SearchActor => useSession().search

export function useLoginSelector<T>(select: (snapshot: SnapshotFrom<typeof loginMachine>) => T) {
  return useSelector(useLoginActor(), select)
}
export function useCheckoutSelector<T>(
  select: (snapshot: SnapshotFrom<typeof checkoutMachine>) => T,
) {
  return useSelector(useCheckoutActor(), select)
}
export function useSearchSelector<T>(select: (snapshot: SnapshotFrom<typeof searchMachine>) => T) {
  return useSelector(useSearchActor(), select)
}
