/**
 * Checkout intents from the cart (docs/product.md#checkout).
 * idle → quick order: logged in → creating; logged out → awaitingLogin (login opened with intent
 *   quick) → creating after `checkout.loggedIn`. creating → success (order modal: number, date,
 *   cost) after refreshing and closing the cart; a failure goes back to idle with `failure` kept
 *   and `cartRefused` (the shop's cart re-reads the server's cart and says what changed,
 *   docs/product.md#errors); pressing again retries with what the buyer now sees.
 * idle → pay: logged in → close the cart and go to /order; logged out → awaitingLogin (intent pay)
 *   → the same after login.
 */
import type { components } from '@gruzovik/openapi'
import { assign, fromPromise, setup } from 'xstate'
import type { LoginIntent } from '../login/login-rules.ts'
import { type Failure, failureOf } from '../shared/failure.ts'

/** The fast order answer of the contract: cost in kopecks, created_at in unix seconds. */
export type FastOrder = components['schemas']['FastOrderResponse']

export interface CheckoutContext {
  intent: LoginIntent | null
  order: FastOrder | null
  /** Why the last quick order was refused, until the next try. */
  failure: Failure | null
}

export type CheckoutEvent =
  | { type: 'checkout.quickOrder' }
  | { type: 'checkout.pay' }
  | { type: 'checkout.loggedIn'; intent?: LoginIntent | null }
  | { type: 'checkout.loginCancelled' }
  | { type: 'checkout.closeSuccess' }

export const ORDER_PATH = '/order'

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    createFastOrder: fromPromise<FastOrder>(() =>
      Promise.reject(new Error('checkout: provide the createFastOrder actor')),
    ),
  },
  guards: {
    /** Provided by the shop: whether a user is logged in. */
    isLoggedIn: () => false,
    wantsQuick: ({ context }) => context.intent === 'quick',
    wantsPay: ({ context }) => context.intent === 'pay',
  },
  actions: {
    openLogin: (_, _params: { intent: LoginIntent }) => {},
    refreshCart: () => {},
    closeCart: () => {},
    navigate: (_, _params: { to: string }) => {},
    /** The shop may log a failed quick order. */
    logError: (_, _params: { error: unknown }) => {},
    /** The server may have changed the cart while refusing: the cart re-reads it and says so. */
    cartRefused: (_, _params: { failure: Failure }) => {},
  },
}).createMachine({
  id: 'checkout',
  context: { intent: null, order: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      // Any new attempt makes the last failure's message stale.
      exit: assign({ failure: null }),
      on: {
        'checkout.quickOrder': [
          { guard: 'isLoggedIn', target: 'creating' },
          {
            target: 'awaitingLogin',
            actions: [
              assign({ intent: 'quick' }),
              { type: 'openLogin', params: { intent: 'quick' } },
            ],
          },
        ],
        'checkout.pay': [
          { guard: 'isLoggedIn', target: 'goingToOrder' },
          {
            target: 'awaitingLogin',
            actions: [assign({ intent: 'pay' }), { type: 'openLogin', params: { intent: 'pay' } }],
          },
        ],
      },
    },
    awaitingLogin: {
      exit: assign({ intent: null }),
      on: {
        'checkout.loggedIn': [
          { guard: 'wantsQuick', target: 'creating' },
          { guard: 'wantsPay', target: 'goingToOrder' },
          { target: 'idle' },
        ],
        'checkout.loginCancelled': 'idle',
      },
    },
    creating: {
      invoke: {
        id: 'createFastOrder',
        src: 'createFastOrder',
        onDone: {
          target: 'success',
          actions: [assign({ order: ({ event }) => event.output }), 'refreshCart', 'closeCart'],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            assign({ failure: ({ event }) => failureOf(event.error) }),
            {
              type: 'cartRefused',
              params: ({ event }) => ({ failure: failureOf(event.error) }),
            },
          ],
        },
      },
    },
    goingToOrder: {
      entry: ['closeCart', { type: 'navigate', params: { to: ORDER_PATH } }],
      always: 'idle',
    },
    success: {
      on: { 'checkout.closeSuccess': { target: 'idle', actions: assign({ order: null }) } },
    },
  },
})
