/**
 * Cart (docs/product.md#cart and docs/product.md#cart-quantity). Two parallel regions:
 * - `request`: idle ⇄ busy (loading | adding | updating | removing | clearing | rechecking),
 *   with `confirmingRemoval` when minus is pressed at quantity 1. `context.loading` is true
 *   exactly while in busy. A failed change keeps its `failure` and re-reads the server's cart
 *   (rechecking), which says per line what changed (`changes`); so does `cart.refused`, sent by
 *   an order the server refused (docs/product.md#errors). The next request or closing the cart
 *   clears them. Adds and warranty choices sent while busy are queued and replayed; plus/minus
 *   while busy are ignored (disabled).
 * - `modal`: closed ⇄ open. Removing the last item closes it.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { failureOf } from '../shared/failure.ts'
import { cartChanges } from './cart-changes.ts'
import {
  addInput,
  type CartContext,
  type CartEvent,
  type CartItemInput,
  updateInput,
} from './cart-events.ts'
import { canIncrement, findLine } from './cart-rules.ts'
import type { Cart, CartLine } from './cart-types.ts'

type Lines = readonly CartLine[]

const withLines = (cart: Cart | null, lines: Lines): Cart => ({
  uuid: cart?.uuid ?? '',
  cart_products: [...lines],
})

const rejectWith = (name: string) => () =>
  Promise.reject(new Error(`cart: provide the ${name} actor`))

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCart: fromPromise<Cart>(rejectWith('loadCart')),
    addItem: fromPromise<Lines, CartItemInput>(rejectWith('addItem')),
    updateItem: fromPromise<Lines, CartItemInput>(rejectWith('updateItem')),
    removeItem: fromPromise<Lines, { product_uuid: string }>(rejectWith('removeItem')),
    clearCart: fromPromise<Lines>(rejectWith('clearCart')),
  },
  guards: {
    canIncrement: ({ context }, params: { product_uuid: string }) => {
      const line = findLine(context.cart, params.product_uuid)
      return line !== undefined && canIncrement(line, context.loading)
    },
    isLastUnit: ({ context }, params: { product_uuid: string }) =>
      (findLine(context.cart, params.product_uuid)?.quantity ?? 2) <= 1,
    inCart: ({ context }, params: { product_uuid: string }) =>
      findLine(context.cart, params.product_uuid) !== undefined,
    hasPendingRemoval: ({ context }) => context.pendingRemoval !== null,
    // The event that led into `failed`: the error of the actor that failed (not in CartEvent).
    afterChange: ({ event }) => (event as { type: string }).type !== 'xstate.error.actor.loadCart',
  },
  actions: {
    /** Cart request failures are only logged. */
    logError: (_, _params: { error: unknown }) => {},
    clearNotice: assign({ failure: null, changes: [] }),
    queueRequest: assign({
      queue: ({ context, event }) =>
        event.type === 'cart.add' ||
        event.type === 'cart.setWarranty' ||
        event.type === 'cart.refused'
          ? [...context.queue, event]
          : context.queue,
    }),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: {
    cart: null,
    loading: false,
    pendingRemoval: null,
    queue: [],
    failure: null,
    changes: [],
  },
  states: {
    request: {
      initial: 'idle',
      states: {
        idle: {
          // Replay what was asked for while the last request ran, one at a time.
          entry: enqueueActions(({ context, enqueue }) => {
            const [next, ...rest] = context.queue
            if (!next) return
            enqueue.assign({ queue: rest })
            enqueue.raise(next)
          }),
          // A new request makes the last failure's message stale.
          exit: 'clearNotice',
          on: {
            'cart.refused': {
              target: 'busy.rechecking',
              actions: assign({ failure: ({ event }) => event.failure }),
            },
            'cart.load': 'busy.loading',
            'cart.add': 'busy.adding',
            'cart.increment': {
              guard: {
                type: 'canIncrement',
                params: ({ event }) => ({ product_uuid: event.product_uuid }),
              },
              target: 'busy.updating',
            },
            'cart.decrement': [
              {
                guard: {
                  type: 'isLastUnit',
                  params: ({ event }) => ({ product_uuid: event.product_uuid }),
                },
                target: 'confirmingRemoval',
                actions: assign({ pendingRemoval: ({ event }) => event.product_uuid }),
              },
              {
                guard: {
                  type: 'inCart',
                  params: ({ event }) => ({ product_uuid: event.product_uuid }),
                },
                target: 'busy.updating',
              },
            ],
            'cart.remove': {
              target: 'busy.removing',
              actions: assign({ pendingRemoval: ({ event }) => event.product_uuid }),
            },
            'cart.setWarranty': [
              {
                guard: {
                  type: 'inCart',
                  params: ({ event }) => ({ product_uuid: event.product_uuid }),
                },
                target: 'busy.updating',
              },
              { target: 'busy.adding' },
            ],
            'cart.clear': 'busy.clearing',
          },
        },
        confirmingRemoval: {
          on: {
            'cart.confirmRemove': { guard: 'hasPendingRemoval', target: 'busy.removing' },
            'cart.cancelRemove': {
              target: 'idle',
              actions: assign({ pendingRemoval: null }),
            },
          },
        },
        busy: {
          tags: ['loading'],
          entry: assign({ loading: true }),
          exit: assign({ loading: false, pendingRemoval: null }),
          initial: 'loading',
          on: {
            'cart.add': { actions: 'queueRequest' },
            'cart.setWarranty': { actions: 'queueRequest' },
            'cart.refused': { actions: 'queueRequest' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadCart',
                src: 'loadCart',
                onDone: {
                  target: '#cart.request.idle',
                  actions: assign({ cart: ({ event }) => event.output }),
                },
                onError: '#cart.request.failed',
              },
            },
            adding: {
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: ({ context, event }): CartItemInput => addInput(context, event),
                onDone: '#cart.request.updated',
                onError: '#cart.request.failed',
              },
            },
            updating: {
              invoke: {
                id: 'updateItem',
                src: 'updateItem',
                input: ({ context, event }): CartItemInput => updateInput(context, event),
                onDone: '#cart.request.updated',
                onError: '#cart.request.failed',
              },
            },
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => ({ product_uuid: context.pendingRemoval ?? '' }),
                onDone: '#cart.request.removed',
                onError: '#cart.request.failed',
              },
            },
            clearing: {
              invoke: {
                id: 'clearCart',
                src: 'clearCart',
                onDone: '#cart.request.removed',
                onError: '#cart.request.failed',
              },
            },
            // After a failure: the server's cart, compared line by line with the one shown.
            // If even this fails, the cart stays as it was and the failure is what is said.
            rechecking: {
              invoke: {
                id: 'recheckCart',
                src: 'loadCart',
                onDone: {
                  target: '#cart.request.idle',
                  actions: assign({
                    changes: ({ context, event }) => cartChanges(context.cart, event.output),
                    cart: ({ event }) => event.output,
                  }),
                },
                onError: '#cart.request.idle',
              },
            },
          },
        },
        // Transient states that apply an answer and return to idle.
        updated: {
          entry: assign({ cart: ({ context, event }) => withLines(context.cart, linesOf(event)) }),
          always: 'idle',
        },
        removed: {
          entry: [
            assign({ cart: ({ context, event }) => withLines(context.cart, linesOf(event)) }),
            enqueueActions(({ context, enqueue }) => {
              if (context.cart?.cart_products.length === 0) enqueue.raise({ type: 'cart.close' })
            }),
          ],
          always: 'idle',
        },
        failed: {
          entry: [
            { type: 'logError', params: ({ event }) => ({ error: errorOf(event) }) },
            assign({ failure: ({ event }) => failureOf(errorOf(event)) }),
          ],
          // A failed change may still have changed the cart (a lost answer, a refusal that set
          // the stock's quantity): show the server's. A failed read has nothing to compare.
          always: [{ guard: 'afterChange', target: 'busy.rechecking' }, { target: 'idle' }],
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.open': 'open' } },
        open: { on: { 'cart.close': { target: 'closed', actions: 'clearNotice' } } },
      },
    },
  },
})

/** The answer lines of the done event that led into `updated` / `removed`. */
function linesOf(event: { type: string; output?: unknown }): Lines {
  return Array.isArray(event.output) ? (event.output as Lines) : []
}

function errorOf(event: { type: string; error?: unknown }): unknown {
  return event.error
}
