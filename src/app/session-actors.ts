import {
  checkoutMachine,
  type FastOrder,
  type LoginAnswer,
  type SendSmsInput,
  type SmsSent,
  type Suggestions,
  searchMachine,
  type VerifyCodeInput,
} from '@gruzovik/machines'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { AppDataStore } from '../lib/app-data/app-data-store.ts'
import { asFailure } from '../lib/errors/describe-failure.ts'
import type { CartActor } from '../lib/session/cart-context.tsx'
import { lazyActor } from '../lib/session/lazy-actor.ts'
import type { SessionActors } from '../lib/session/session-context.tsx'

/** The session actors' API calls: the real ones in the shop (session-calls.ts), fakes in tests. */
export interface SessionCalls {
  sendSms: (input: SendSmsInput) => Promise<SmsSent>
  verifyCode: (input: VerifyCodeInput) => Promise<LoginAnswer>
  createFastOrder: () => Promise<FastOrder>
  /** The suggestions for the text; empty text asks for history and popular queries. */
  suggest: (s: string) => Promise<Suggestions>
  /** Whether the server deleted the history item. */
  deleteHistory: (uuid: string) => Promise<boolean>
}

export interface SessionDeps {
  calls: SessionCalls
  cart: CartActor
  store: AppDataStore
  /** In-app navigation to a path with an optional query (the router's navigate). */
  navigate: (to: string, search?: Record<string, string>) => void
  inspect?: Observer<InspectionEvent>
  /** The page the search box starts on (the server passes the requested path). */
  pathname?: string
}

/**
 * Login, checkout and search actors with the given API calls, wired to each other (checkout and
 * search to start, login on first use: start them with `startSessionActors`): checkout
 * opens login with its intent, a login continues the intent, a dismissed login cancels it.
 * The actors hand the machines each failure as described by the one mapping
 * (src/lib/errors/describe-failure.ts, docs/product.md#errors): the login modal says it under
 * its button, a refused quick order has the cart re-read and says it in the cart.
 */
export function createSessionActors(deps: SessionDeps) {
  const { calls, cart, store, navigate, inspect } = deps

  // Login starts on its first event, its machine and calls loaded then (login-actor.ts):
  // most visits never log in. Once it runs, checkout waits for the login it opened: a login
  // continues its intent, a dismissal drops it.
  const loginActor = lazyActor(async () => {
    const { createLoginActor } = await import('./login-actor.ts')
    const login = createLoginActor({ calls, cart, store, inspect })
    login.on('loggedIn', ({ intent }) => {
      checkoutActor.send({ type: 'checkout.loggedIn', intent })
    })
    login.on('dismissed', () => {
      checkoutActor.send({ type: 'checkout.loginCancelled' })
    })
    return login.start()
  })

  const checkoutActor = createActor(
    checkoutMachine.provide({
      actors: {
        createFastOrder: fromPromise<FastOrder>(() => asFailure(calls.createFastOrder())),
      },
      guards: { isLoggedIn: () => Boolean(store.getSnapshot()?.user) },
      actions: {
        openLogin: (_, { intent }) => loginActor.send({ type: 'login.open', intent }),
        refreshCart: () => cart.send({ type: 'cart.load' }),
        closeCart: () => cart.send({ type: 'cart.close' }),
        navigate: (_, { to }) => navigate(to),
        logError: (_, { error }) => console.warn('Quick order failed', error),
        cartRefused: (_, { failure }) => cart.send({ type: 'cart.refused', failure }),
      },
    }),
    { inspect },
  )

  const searchActor = createActor(
    searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<Suggestions, { s: string }>(({ input }) =>
          calls.suggest(input.s),
        ),
        deleteHistoryItem: fromPromise<boolean, { uuid: string }>(({ input }) =>
          calls.deleteHistory(input.uuid),
        ),
      },
      actions: {
        navigate: (_, { to, search }) => navigate(to, search),
        logError: (_, { error }) => console.warn('Search suggestions failed', error),
      },
    }),
    { input: { pathname: deps.pathname ?? window.location.pathname }, inspect },
  )

  return { login: loginActor, checkout: checkoutActor, search: searchActor } satisfies SessionActors
}

/** Starts the actors that run from the page's start (login starts on its first event). */
export function startSessionActors(actors: SessionActors) {
  actors.checkout.start()
  actors.search.start()
}
