import '@gruzovik/design-system/global.css'
import { ShopLocale } from '@gruzovik/design-system'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connectStartUp, createBootActor } from '../app/boot.ts'
import { createCartActor } from '../app/cart-actor.ts'
import { createSessionActors } from '../app/session-actors.ts'
import { apiSessionCalls } from '../app/session-calls.ts'
import { AppDataProvider } from '../lib/app-data/app-data-context.tsx'
import { appDataStore } from '../lib/app-data/app-data-store.ts'
import { stringifySearch } from '../lib/search-params.ts'
import { CartProvider } from '../lib/session/cart-context.tsx'
import { SessionProvider } from '../lib/session/session-context.tsx'
import { phoneStore } from '../lib/stores/phone-store.ts'
import { createAccountRouter } from './router.tsx'

/**
 * The account module's entry (account.html): its own start-up, the same stored app data as
 * the shop, the login modal for visitors and its own router under `/account`.
 */
const boot = createBootActor()
connectStartUp(boot, {
  store: appDataStore,
  phones: phoneStore,
  page: () => ({ url: window.location.href, referrer: document.referrer }),
})
boot.start()
boot.send({ type: 'boot.start' })
// The header's cart and the bottom bar's show the cart here as in the shop: loaded at start
// (and again by the login machine after a login).
const cart = createCartActor()
cart.start()
cart.send({ type: 'cart.load' })

const session = createSessionActors({
  calls: apiSessionCalls,
  cart,
  store: appDataStore,
  // Anything the session actors navigate to (the order page, search) is in the shop module.
  navigate: (to, search) => window.location.assign(search ? `${to}${stringifySearch(search)}` : to),
})
for (const actor of Object.values(session)) actor.start()

const router = createAccountRouter()

const root = document.getElementById('app')
if (!root) throw new Error('#app is missing from account.html')
// The shop's "the page is the browser's now" mark (src/main.tsx), for tests and tools.
queueMicrotask(() => {
  document.documentElement.dataset.hydrated = ''
})
createRoot(root).render(
  <StrictMode>
    <ShopLocale>
      <AppDataProvider boot={boot} store={appDataStore}>
        <CartProvider cart={cart}>
          <SessionProvider actors={session}>
            <RouterProvider router={router as unknown as AnyRouter} />
          </SessionProvider>
        </CartProvider>
      </AppDataProvider>
    </ShopLocale>
  </StrictMode>,
)
