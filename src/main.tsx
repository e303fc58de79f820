import '@gruzovik/design-system/global.css'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { fetchAppManifest } from './api/builds.ts'
import { startChunkReloadGuard, startNewVersionPolling } from './app/app-updates.ts'
import { connectStartUp, createBootActor } from './app/boot.ts'
import { createCartActor } from './app/cart-actor.ts'
import { createDevInspector } from './app/inspector.ts'
import { ShopProviders } from './app/ShopProviders.tsx'
import { createSessionActors } from './app/session-actors.ts'
import { apiSessionCalls } from './app/session-calls.ts'
import { configureCounter, reachGoal } from './lib/analytics/reach-goal.ts'
import { appDataStore } from './lib/app-data/app-data-store.ts'
import { loadChatWidget } from './lib/chat-widget/chat-widget.ts'
import { createNavigateTo } from './lib/navigation/navigate-to.ts'
import { pageNotFoundMessage } from './lib/page-errors.ts'
import { stringifySearch } from './lib/search-params.ts'
import { phoneStore } from './lib/stores/phone-store.ts'
import { yieldToBrowser } from './lib/yield-to-browser.ts'
import { createAppRouter } from './router.ts'

// Evaluating the modules, building the router and actors and hydrating each run as their own
// task, so none holds a phone's main thread for long.
await yieldToBrowser()
// A third-party widget waits until the page is the shop's and the browser is idle: its script
// and stylesheet would otherwise compete with hydration for a phone's main thread.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 500)
const inspect = await createDevInspector()
startChunkReloadGuard(inspect)
const boot = createBootActor(inspect)
// The stored app data is already hydrated (header shows the user); the answer replaces it.
connectStartUp(boot, {
  store: appDataStore,
  phones: phoneStore,
  page: () => ({ url: window.location.href, referrer: document.referrer }),
  // Goals queue at once; Metrika's own tag (and the code that adds it) loads at idle time.
  analytics: (counterId) => {
    if (configureCounter(counterId) === null) return
    whenIdle(() => void import('./lib/analytics/metrika.ts').then((m) => m.loadMetrikaTag()))
  },
})
boot.start()
const cart = createCartActor(inspect)
cart.start()
/** Start-up and the cart load begin once the page is interactive (after hydration). */
function startLoading() {
  boot.send({ type: 'boot.start' })
  cart.send({ type: 'cart.load' })
  // The widget's texts and links come with it, in its own chunk.
  whenIdle(() => {
    void import('./lib/chat-widget/chat-config.ts').then(({ chatConfig }) =>
      loadChatWidget({ onGoal: reachGoal, config: chatConfig(phoneStore.phoneFor) }),
    )
  })
  // A mark for tests and tools: from here on clicks are handled by the app.
  document.documentElement.dataset.hydrated = ''
}

const router = createAppRouter(fetchAppManifest(__BUILD_ID__))
const navigateTo = createNavigateTo(router)
startNewVersionPolling(router, inspect)
const session = createSessionActors({
  calls: apiSessionCalls,
  cart,
  store: appDataStore,
  navigate: (to, search) => void navigateTo(search ? `${to}${stringifySearch(search)}` : to),
  inspect,
})
for (const actor of Object.values(session)) actor.start()

const actors = { boot, cart, session, store: appDataStore }
await yieldToBrowser()
// A page the server rendered carries the router's data ($_TSR): hydrate it as it is.
const serverRendered = '$_TSR' in window

const root = document.getElementById('app')
if (!root) throw new Error('#app is missing from index.html')
const app = (
  <StrictMode>
    <ShopProviders actors={actors} hydrating={serverRendered} onFirstRender={startLoading}>
      {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
    </ShopProviders>
  </StrictMode>
)
if (serverRendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the server's HTML is already readable).
  startTransition(() => {
    hydrateRoot(root, app, {
      // The fatal 404's error page is rendered again by the router's error boundary: expected.
      // Every other recoverable error (a hydration mismatch) is reported as React would.
      onRecoverableError: (error) => {
        if (pageNotFoundMessage(error) ?? pageNotFoundMessage((error as Error)?.cause)) return
        reportError(error)
      },
    })
  })
} else createRoot(root).render(app)
