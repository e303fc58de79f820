/**
 * Test and story helper: UI inside a memory router with the page's providers (a cart actor whose
 * calls are fakes, and app data with or without a logged-in user). Only tests and stories use it.
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
import { AppDataProvider } from '../../lib/app-data/app-data-context.tsx'
import { parseSearch, stringifySearch } from '../../lib/search-params.ts'
import { CartProvider } from '../../lib/shop/cart-context.tsx'

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
  addItem?: (input: CartItemInput) => Promise<Lines>
}

/** The providers around `ui`, plus the fakes to inspect (what was added to the cart). */
export function createShop(ui: ReactNode, options: ShopOptions = {}) {
  const added: CartItemInput[] = []
  const cartActor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<Cart>(async () => ({
          uuid: 'cart',
          cart_products: options.cartLines ?? [],
        })),
        addItem: fromPromise<Lines, CartItemInput>(async ({ input }) => {
          added.push(input)
          return options.addItem ? options.addItem(input) : []
        }),
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
  boot.send({ type: 'boot.start' })
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
    <AppDataProvider boot={boot}>
      <CartProvider cart={cartActor}>
        <RouterProvider router={router} />
      </CartProvider>
    </AppDataProvider>
  )
  return { element, router, cartActor, boot, added }
}
