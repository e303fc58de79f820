import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'

/** Outside a provider (tests, stories, a client-only render) the page is the browser's. */
const HydratedContext = createContext(true)

/**
 * Whether the page is the browser's yet. A server-rendered page first hydrates as the server
 * sent it (anonymous, desktop, no stored data); then one transition brings in what only the
 * browser knows. As a transition the re-render yields to input: hooks built on
 * useSyncExternalStore's server snapshot would instead re-render the page in one blocking task.
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean
  children: ReactNode
}) {
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
}

export const useHydrated = () => useContext(HydratedContext)

/**
 * useSyncExternalStore that reads the server's snapshot until the page is the browser's, so
 * hydration finds what the server rendered and nothing forces a blocking re-render.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated()
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  )
}
