import '@gruzovik/design-system/global.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { fetchAppManifest } from './api/builds.ts'
import { startChunkReloadGuard, startNewVersionPolling } from './app/app-updates.ts'
import { connectStartUp, createBootActor } from './app/boot.ts'
import { createCartActor } from './app/cart-actor.ts'
import { createDevInspector } from './app/inspector.ts'
import { createSessionActors } from './app/session-actors.ts'
import { reachGoal } from './lib/analytics/reach-goal.ts'
import { AppDataProvider } from './lib/app-data/app-data-context.tsx'
import { appDataStore } from './lib/app-data/app-data-store.ts'
import { loadChatWidget } from './lib/chat-widget/chat-widget.ts'
import { createNavigateTo } from './lib/navigation/navigate-to.ts'
import { stringifySearch } from './lib/search-params.ts'
import { CartProvider } from './lib/shop/cart-context.tsx'
import { SessionProvider } from './lib/shop/session-context.tsx'
import { phoneStore } from './lib/stores/phone-store.ts'
import { createAppRouter } from './router.ts'

const inspect = await createDevInspector()
startChunkReloadGuard(inspect)
const boot = createBootActor(inspect)
// The stored app data is already hydrated (header shows the user); the answer replaces it.
connectStartUp(boot, {
  store: appDataStore,
  phones: phoneStore,
  page: () => ({ url: window.location.href, referrer: document.referrer }),
})
boot.start()
boot.send({ type: 'boot.start' })
const cart = createCartActor(inspect)
cart.start()
cart.send({ type: 'cart.load' })

loadChatWidget({ onGoal: reachGoal })

const router = createAppRouter(fetchAppManifest(__BUILD_ID__))
const navigateTo = createNavigateTo(router)
startNewVersionPolling(router, inspect)
const session = createSessionActors({
  cart,
  store: appDataStore,
  navigate: (to, search) => void navigateTo(search ? `${to}${stringifySearch(search)}` : to),
  inspect,
})
for (const actor of Object.values(session)) actor.start()

const root = document.getElementById('app')
if (!root) throw new Error('#app is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <AppDataProvider boot={boot} store={appDataStore}>
      <CartProvider cart={cart}>
        <SessionProvider actors={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </CartProvider>
    </AppDataProvider>
  </StrictMode>,
)
