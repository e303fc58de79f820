/**
 * Test and story helper: UI inside a memory router with the page's providers (a cart actor whose
 * calls are fakes, app data with or without a logged-in user, and the shop's own session wiring
 * over fake calls). Only tests and stories use it.
 */
import {
  bootMachine,
  type Cart,
  type CartItemInput,
  type CartLine,
  cartMachine,
  type InitialData,
} from '@gruzovik/machines'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { createActor, fromPromise } from 'xstate'
import {
  createSessionActors,
  type SessionCalls,
  startSessionActors,
} from '../app/session-actors.ts'
import { AppDataProvider } from '../lib/app-data/app-data-context.tsx'
import { createAppDataStore } from '../lib/app-data/app-data-store.ts'
import { asFailure } from '../lib/errors/describe-failure.ts'
import { parseSearch, stringifySearch } from '../lib/search-params.ts'
import { CartProvider } from '../lib/session/cart-context.tsx'
import { SessionProvider } from '../lib/session/session-context.tsx'

type Lines = readonly CartLine[]

export const testUser: NonNullable<InitialData['user']> = {
  last_name_f: 'Иванов И. И.',
  full_name: 'Иванов Иван Иванович',
  image: { url_thumb: null },
  image_url: null,
  ns: 'ИИ',
  account: { external_id_onec: null },
  permissions: ['favourite.show', 'informReceipt.show'],
}

export interface ShopOptions {
  /** Where the memory router starts; the UI renders on every path. */
  url?: string
  user?: InitialData['user']
  cartLines?: Lines
  /** The server's cart on every read; by default `cartLines` each time. */
  loadCart?: () => Promise<Cart>
  addItem?: (input: CartItemInput) => Promise<Lines>
  /** A quantity change; by default the machine's own placeholder, which fails. */
  updateItem?: (input: CartItemInput) => Promise<Lines>
  /** The session's API calls; by default codes are sent and history deleted, the rest hang. */
  calls?: Partial<SessionCalls>
  /** Where the session actors navigate (the order page, the search results). */
  navigate?: (to: string, search?: Record<string, string>) => void
}

const never = () => new Promise<never>(() => {})

const quietCalls: SessionCalls = {
  sendSms: async () => ({ success: true, resend_after: 60 }),
  verifyCode: never,
  createFastOrder: never,
  suggest: never,
  deleteHistory: async () => true,
}

/** The providers around `ui`, plus the fakes to inspect (what was added to the cart). */
export function createShop(ui: ReactNode, options: ShopOptions = {}) {
  const added: CartItemInput[] = []
  const cartActor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<Cart>(async () =>
          options.loadCart
            ? options.loadCart()
            : { uuid: 'cart', cart_products: [...(options.cartLines ?? [])] },
        ),
        addItem: fromPromise<Lines, CartItemInput>(async ({ input }) => {
          added.push(input)
          return options.addItem ? options.addItem(input) : []
        }),
        ...(options.updateItem
          ? {
              updateItem: fromPromise<Lines, CartItemInput>(({ input }) =>
                // As the shop's cart actor: the machine gets the failure described.
                asFailure((options.updateItem as NonNullable<ShopOptions['updateItem']>)(input)),
              ),
            }
          : {}),
      },
    }),
  ).start()
  cartActor.send({ type: 'cart.load' })
  const boot = createActor(
    bootMachine.provide({
      actors: {
        loadInitialData: fromPromise<InitialData>(async () => ({
          env: { app_env: 'test' },
          user: options.user ?? null,
          app: { name: 'Грузовик', phone_codes: [] },
          jwt_domain: 'localhost',
        })),
      },
    }),
  ).start()
  // As in the shop: a stored user shows at once, and the start-up answer replaces the store.
  const store = createAppDataStore(null)
  if (options.user) store.setUser(options.user)
  boot.on('loaded', ({ data }) => store.save(data))
  boot.send({ type: 'boot.start' })
  const session = createSessionActors({
    calls: { ...quietCalls, ...options.calls },
    cart: cartActor,
    store,
    navigate: options.navigate ?? (() => {}),
    pathname: '/',
  })
  startSessionActors(session)
  const rootRoute = createRootRoute()
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui })
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui })
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [options.url ?? '/'] }),
    parseSearch,
    stringifySearch,
  })
  const element = (
    <AppDataProvider boot={boot} store={store}>
      <CartProvider cart={cartActor}>
        <SessionProvider actors={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </CartProvider>
    </AppDataProvider>
  )
  return { element, router, cartActor, boot, store, session, added }
}
