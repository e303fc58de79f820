import { HydrationProvider, ShopLocale, useHydrated } from '@gruzovik/design-system'
import { type ReactNode, useEffect } from 'react'
import { AppDataProvider } from '../lib/app-data/app-data-context.tsx'
import type { AppDataStore } from '../lib/app-data/app-data-store.ts'
import { CartProvider } from '../lib/session/cart-context.tsx'
import { type SessionActors, SessionProvider } from '../lib/session/session-context.tsx'
import type { createBootActor } from './boot.ts'
import type { createCartActor } from './cart-actor.ts'

export interface ShopActors {
  boot: ReturnType<typeof createBootActor>
  cart: ReturnType<typeof createCartActor>
  session: SessionActors
  store: AppDataStore
}

/**
 * The shop's actors around the router: one tree for the browser and the server render (the
 * same shape on both, or React's generated ids differ and hydration fails). `onFirstRender`
 * runs once the page is the browser's: after hydration of a server-rendered page and the
 * transition that brings in what only the browser knows (stored user, screen width).
 * `hydrating`: the server renders, or the browser hydrates, the page as the server sent it.
 */
export function ShopProviders({
  actors,
  hydrating,
  onFirstRender,
  children,
}: {
  actors: ShopActors
  hydrating: boolean
  onFirstRender: () => void
  children: ReactNode
}) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <ShopLocale>
        <AppDataProvider boot={actors.boot} store={actors.store}>
          <CartProvider cart={actors.cart}>
            <SessionProvider actors={actors.session}>
              {children}
              <AfterFirstRender onDone={onFirstRender} />
            </SessionProvider>
          </CartProvider>
        </AppDataProvider>
      </ShopLocale>
    </HydrationProvider>
  )
}

/** Once the page is the browser's: after hydration and the transition that follows it. */
function AfterFirstRender({ onDone }: { onDone: () => void }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) onDone()
  }, [hydrated, onDone])
  return null
}
