/**
 * Cart (docs/product.md#cart and docs/product.md#cart-quantity). Two parallel regions:
 * - `request`: idle ⇄ busy (loading | adding | updating | removing | clearing), with
 *   `confirmingRemoval` when minus is pressed at quantity 1. `context.loading` is true exactly
 *   while in busy. Failures are only logged and leave the cart as it was. Adds and warranty
 *   choices sent while busy are queued and replayed; plus/minus while busy are ignored (disabled).
 * - `modal`: closed ⇄ open. Removing the last item closes it.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { canIncrement, findLine } from './cart-rules.ts'
import type { Cart, CartLine } from './cart-types.ts'

export interface CartItemInput {
  product_uuid: string
  quantity: number
  /** An empty string removes the warranty (PUT). */
  warranty_uuid?: string
}

export interface CartContext {
  cart: Cart | null
  loading: boolean
  /** The product waiting for the remove confirmation. */
  pendingRemoval: string | null
  /** Adds and warranty choices made during a request, sent in order once it ends. */
  queue: readonly QueuedEvent[]
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.add'; product_uuid: string; quantity?: number; warranty_uuid?: string }
  | { type: 'cart.increment'; product_uuid: string }
  | { type: 'cart.decrement'; product_uuid: string }
  | { type: 'cart.confirmRemove' }
  | { type: 'cart.cancelRemove' }
  | { type: 'cart.remove'; product_uuid: string }
  | { type: 'cart.setWarranty'; product_uuid: string; warranty_uuid: string | null }
  | { type: 'cart.clear' }

type Lines = readonly CartLine[]
type QueuedEvent = Extract<CartEvent, { type: 'cart.add' | 'cart.setWarranty' }>

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
  },
  actions: {
    /** Cart request failures are only logged. */
    logError: (_, _params: { error: unknown }) => {},
    queueRequest: assign({
      queue: ({ context, event }) =>
        event.type === 'cart.add' || event.type === 'cart.setWarranty'
          ? [...context.queue, event]
          : context.queue,
    }),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: { cart: null, loading: false, pendingRemoval: null, queue: [] },
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
          on: {
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
          entry: { type: 'logError', params: ({ event }) => ({ error: errorOf(event) }) },
          always: 'idle',
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.open': 'open' } },
        open: { on: { 'cart.close': 'closed' } },
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

function addInput(context: CartContext, event: CartEvent): CartItemInput {
  if (event.type === 'cart.add') {
    return {
      product_uuid: event.product_uuid,
      quantity: event.quantity ?? 1,
      ...(event.warranty_uuid ? { warranty_uuid: event.warranty_uuid } : {}),
    }
  }
  if (event.type === 'cart.setWarranty') {
    // Not yet in the cart: the warranty comes with the default quantity 1.
    return {
      product_uuid: event.product_uuid,
      quantity: findLine(context.cart, event.product_uuid)?.quantity ?? 1,
      ...(event.warranty_uuid ? { warranty_uuid: event.warranty_uuid } : {}),
    }
  }
  throw new Error(`cart: unexpected ${event.type} for adding`)
}

function updateInput(context: CartContext, event: CartEvent): CartItemInput {
  if (
    event.type !== 'cart.increment' &&
    event.type !== 'cart.decrement' &&
    event.type !== 'cart.setWarranty'
  ) {
    throw new Error(`cart: unexpected ${event.type} for updating`)
  }
  const line = findLine(context.cart, event.product_uuid)
  const quantity = line?.quantity ?? 1
  const warranty = line?.warranty_uuid ?? ''
  if (event.type === 'cart.setWarranty') {
    return { product_uuid: event.product_uuid, quantity, warranty_uuid: event.warranty_uuid ?? '' }
  }
  const step = event.type === 'cart.increment' ? 1 : -1
  return {
    product_uuid: event.product_uuid,
    quantity: quantity + step,
    ...(warranty ? { warranty_uuid: warranty } : {}),
  }
}
