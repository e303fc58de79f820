// First of the app's modules: app-updates.ts splits the start-up's evaluation in two tasks, the
// design system in the first, the machines in the second (app-updates.test.ts).
import './app-updates.ts'
import type { AnyRouter } from '@tanstack/react-router'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { type AppManifest, fetchAppManifest } from '../api/builds.ts'
import { appDataStore } from '../lib/app-data/app-data-store.ts'
import { pageNotFoundMessage } from '../lib/page-errors.ts'
import { stringifySearch } from '../lib/search-params.ts'
import { phoneStore } from '../lib/stores/phone-store.ts'
import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import { startAppBehaviours } from './app-behaviours.ts'
import { connectStartUp, createBootActor } from './boot.ts'
import { createCartActor } from './cart-actor.ts'
import { createDevInspector } from './inspector.ts'
import { ShopProviders } from './ShopProviders.tsx'
import { createSessionActors, startSessionActors } from './session-actors.ts'
import { apiSessionCalls } from './session-calls.ts'

/** What a module of the app (the shop, the account) brings to the one start-up. */
export interface AppModule {
  /** The module's router, given this build's manifest (its route rules). */
  createRouter: (manifest: Promise<AppManifest | null>) => AnyRouter
  /** Where the session actors send the visitor (the order page, search results) from here. */
  navigate: (router: AnyRouter) => (href: string) => void
}

/**
 * The start-up of every module's page (src/main.tsx, src/account/main.tsx): the same app data,
 * cart and session actors, the app-wide behaviours (app-behaviours.ts) and the same providers,
 * around the module's own router. A page the server rendered (the shop's, with the router's data
 * `$_TSR`) is hydrated as it is; the account's pages render in the browser.
 */
export async function startApp({ createRouter, navigate }: AppModule) {
  // Evaluating the modules, building the router and actors and hydrating each run as their own
  // task, so none holds a phone's main thread for long.
  await yieldToBrowser()
  const inspect = await createDevInspector()
  const behaviours = startAppBehaviours({ inspect })
  const boot = createBootActor(inspect)
  // The stored app data is already hydrated (header shows the user); the answer replaces it.
  connectStartUp(boot, {
    store: appDataStore,
    phones: phoneStore,
    page: () => ({ url: window.location.href, referrer: document.referrer }),
    analytics: behaviours.analytics,
  })
  boot.start()
  const cart = createCartActor(inspect)
  cart.start()
  /** Start-up and the cart load begin once the page is interactive (after hydration). */
  const startLoading = () => {
    boot.send({ type: 'boot.start' })
    cart.send({ type: 'cart.load' })
    behaviours.afterFirstRender()
    // A mark for tests and tools: from here on clicks are handled by the app.
    document.documentElement.dataset.hydrated = ''
  }

  const router = createRouter(fetchAppManifest(__BUILD_ID__))
  behaviours.withRouter(router)
  const go = navigate(router)
  const session = createSessionActors({
    calls: apiSessionCalls,
    cart,
    store: appDataStore,
    navigate: (to, search) => go(search ? `${to}${stringifySearch(search)}` : to),
    inspect,
  })
  startSessionActors(session)

  const actors = { boot, cart, session, store: appDataStore }
  await yieldToBrowser()
  // A page the server rendered carries the router's data ($_TSR): hydrate it as it is.
  const serverRendered = '$_TSR' in window

  const root = document.getElementById('app')
  if (!root) throw new Error('#app is missing from the page')
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
  return { router, actors }
}
