import {
  checkoutMachine,
  type FastOrder,
  type LoginAnswer,
  loginMachine,
  type SendSmsInput,
  type Suggestions,
  searchMachine,
  type VerifyCodeInput,
} from '@gruzovik/machines'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import { login, register, sendLoginSms, sendRegistrationSms } from '../api/auth.ts'
import { ApiError } from '../api/errors.ts'
import { createFastOrder } from '../api/orders.ts'
import { deleteSearchHistory, getSearchSuggest } from '../api/search.ts'
import type { AppDataStore } from '../lib/app-data/app-data-store.ts'
import { writeCookie } from '../lib/cookies.ts'
import type { CartActor } from '../lib/shop/cart-context.tsx'
import type { SessionActors } from '../lib/shop/session-context.tsx'

export interface SessionDeps {
  cart: CartActor
  store: AppDataStore
  /** In-app navigation to a path with an optional query (the router's navigate). */
  navigate: (to: string, search?: Record<string, string>) => void
  inspect?: Observer<InspectionEvent>
  /** The page the search box starts on (the server passes the requested path). */
  pathname?: string
}

/**
 * The login machine reads field errors from `errors` (spec 8); the API layer's error keeps them
 * as `fieldErrors`. Top-level messages were already announced by the API layer.
 */
function withFieldErrors(error: unknown): unknown {
  return error instanceof ApiError ? Object.assign(error, { errors: error.fieldErrors }) : error
}

async function sendSms({ mode, name, phone }: SendSmsInput): Promise<void> {
  try {
    if (mode === 'registration') await sendRegistrationSms({ name, phone })
    else await sendLoginSms(phone)
  } catch (error) {
    throw withFieldErrors(error)
  }
}

async function verifyCode({ mode, name, phone, code }: VerifyCodeInput): Promise<LoginAnswer> {
  try {
    return mode === 'registration'
      ? await register({ name, phone, code })
      : await login({ phone, code })
  } catch (error) {
    throw withFieldErrors(error)
  }
}

/** The token cookie (spec 7): path /, SameSite Lax, the answer's domain, its lifetime. */
export function storeToken(token: LoginAnswer['token']) {
  writeCookie('token', token.token, { domain: token.domain, maxAge: token.ttl })
}

/**
 * Login, checkout and search actors with the real API calls, wired to each other: checkout
 * opens login with its intent, a login continues the intent, a dismissed login cancels it.
 */
export function createSessionActors(deps: SessionDeps) {
  const { cart, store, navigate, inspect } = deps
  let checkout: SessionActors['checkout'] | null = null

  const loginActor = createActor(
    loginMachine.provide({
      actors: {
        sendSms: fromPromise<void, SendSmsInput>(({ input }) => sendSms(input)),
        verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(({ input }) => verifyCode(input)),
      },
      actions: {
        storeToken: (_, { token }) => storeToken(token),
        updateUser: (_, { user }) => store.setUser(user as LoginUser),
        loadCart: () => cart.send({ type: 'cart.load' }),
        onLogin: (_, { intent }) => checkout?.send({ type: 'checkout.loggedIn', intent }),
        // The API layer has already shown the notification; the machine keeps the field errors.
        reportError: () => {},
      },
    }),
    { inspect },
  )

  checkout = createActor(
    checkoutMachine.provide({
      actors: { createFastOrder: fromPromise<FastOrder>(() => createFastOrder()) },
      guards: { isLoggedIn: () => Boolean(store.getSnapshot()?.user) },
      actions: {
        openLogin: (_, { intent }) => loginActor.send({ type: 'login.open', intent }),
        refreshCart: () => cart.send({ type: 'cart.load' }),
        closeCart: () => cart.send({ type: 'cart.close' }),
        navigate: (_, { to }) => navigate(to),
        logError: (_, { error }) => console.warn('Quick order failed', error),
      },
    }),
    { inspect },
  )
  const checkoutActor = checkout

  // A login closed without success leaves the intent behind.
  let wasOpen = false
  loginActor.subscribe((snapshot) => {
    const open = snapshot.matches('open')
    if (wasOpen && !open && checkoutActor.getSnapshot().matches('awaitingLogin')) {
      checkoutActor.send({ type: 'checkout.loginCancelled' })
    }
    wasOpen = open
  })

  const searchActor = createActor(
    searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<Suggestions, { s: string }>(({ input }) =>
          getSearchSuggest(input.s || undefined),
        ),
        deleteHistoryItem: fromPromise<boolean, { uuid: string }>(
          async ({ input }) => (await deleteSearchHistory(input.uuid)).success,
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

type LoginUser = Parameters<AppDataStore['setUser']>[0]
