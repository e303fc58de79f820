import { mayHaveCartFormMark } from '@gruzovik/openapi/cart-form-mark'
import type { AnyRouter } from '@tanstack/react-router'
import type { InspectionEvent, Observer } from 'xstate'
import { configureCounter, reachGoal } from '../lib/analytics/reach-goal.ts'
import { loadChatWidget } from '../lib/chat-widget/chat-widget.ts'
import { phoneStore } from '../lib/stores/phone-store.ts'
import { startChunkReloadGuard, startNewVersionPolling } from './app-updates.ts'

/** Each phase of a page's start-up where app-wide behaviours begin. */
export interface AppBehaviours {
  /** Start-up read `env.metrika_counter_id` (or found none). */
  analytics: (counterId: string | undefined) => void
  /** The module's router exists: what follows its navigations. */
  withRouter: (router: AnyRouter) => void
  /** The page is the browser's (after hydration, or the first render of a client-only page). */
  afterFirstRender: () => void
}

/** What the behaviours need from the browser: replaced by tests. */
export interface BehaviourEnv {
  /** Runs `run` when the browser is idle. */
  whenIdle: (run: () => void) => void
  inspect?: Observer<InspectionEvent> | undefined
}

// A third-party script waits until the browser is idle: its script and stylesheet would otherwise
// compete with hydration for a phone's main thread.
const browserIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run, 500)
}

/**
 * The app-wide behaviours (docs/product.md#the-app) every module of the shop runs, the shop
 * (src/main.tsx) and the account (src/account/main.tsx) alike, through startApp: one list, so a
 * behaviour added here is the whole app's. At once: the chunk-load reload guard (once per path in
 * 10 s). With the router: the new-version poll, whose announced update makes the next navigation a
 * full page load. With the counter id: the Metrika counter, its tag loaded at idle time. After the
 * first render: the buy form's mark leaves the address (drop-cart-form-mark.ts), the chat widget
 * at idle time. Routing behaviours (preload limits, page
 * transitions, scroll restoration, route rules) are every router's: app-router.ts.
 */
export function startAppBehaviours({
  whenIdle = browserIdle,
  inspect,
}: Partial<BehaviourEnv> = {}): AppBehaviours {
  startChunkReloadGuard(inspect)
  let moduleRouter: AnyRouter | null = null
  return {
    // Goals queue at once; Metrika's own tag (and the code that adds it) loads at idle time.
    analytics: (counterId) => {
      if (configureCounter(counterId) === null) return
      whenIdle(() => void import('../lib/analytics/metrika.ts').then((m) => m.loadMetrikaTag()))
    },
    withRouter: (router) => {
      moduleRouter = router
      startNewVersionPolling(router, inspect)
    },
    afterFirstRender: () => {
      // Only a page the buy form came back to loads the code that drops its mark.
      const router = moduleRouter
      if (router && mayHaveCartFormMark(window.location.search)) {
        void import('../lib/navigation/drop-cart-form-mark.ts').then((m) =>
          m.dropCartFormMark(router),
        )
      }
      // The widget's texts and links come with it, in its own chunk.
      whenIdle(() => {
        void import('../lib/chat-widget/chat-config.ts').then(({ chatConfig }) =>
          loadChatWidget({ onGoal: reachGoal, config: chatConfig(phoneStore.phoneFor) }),
        )
      })
    },
  }
}
