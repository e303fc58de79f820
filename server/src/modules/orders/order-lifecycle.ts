import type { OrderMoveRule } from '../../db/order-move.ts'
import type { orderStatuses } from '../../db/schema/index.ts'

export type OrderStatus = (typeof orderStatuses)[number]

/**
 * The order lifecycle: every status change an order can make, named, with the statuses it may
 * start from. Repositories apply a move only as a conditional update on `from` (under the
 * order's row lock), so two racing moves cannot both win: a cancelled order never becomes
 * paid, and a paid one is never cancelled (it needs a refund, `refund`).
 *
 *   new ──────┬── pay ──► paid ── take ──► work ── ship ──► shipped ── finish ──► done
 *   wait_pay ─┤                  └── refund ──► return
 *             └── cancel / expire ──► cancelled   (stock goes back exactly once)
 */
export const orderMoves = {
  /** A card payment succeeded. */
  pay: { from: ['new', 'wait_pay'], to: 'paid' },
  /** The customer (or a colleague with order.edit) cancels before a manager took it. */
  cancel: { from: ['new', 'wait_pay'], to: 'cancelled' },
  /** An unpaid card order outlived its payment time (the expiry job). */
  expire: { from: ['wait_pay'], to: 'cancelled' },
  /** A manager takes the order in work. */
  take: { from: ['new', 'paid'], to: 'work' },
  ship: { from: ['work', 'paid'], to: 'shipped' },
  finish: { from: ['shipped'], to: 'done' },
  /** Money went back to the customer (refund through the provider). */
  refund: { from: ['paid'], to: 'return' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>

export type OrderMove = keyof typeof orderMoves

/** Moves that put the order's stock back on the shelf. */
export const movesReturningStock: readonly OrderMove[] = ['cancel', 'expire', 'refund']

export const canMove = (status: OrderStatus, move: OrderMove): boolean =>
  (orderMoves[move].from as readonly OrderStatus[]).includes(status)

/** Statuses from which `move` may start, for conditional updates. */
export const statusesBefore = (move: OrderMove): OrderStatus[] => [...orderMoves[move].from]

/** A move with its name, for db/order-move.ts (which writes the order's status history). */
export const moveRule = (move: OrderMove): OrderMoveRule => ({ name: move, ...orderMoves[move] })

/** A card payment may start while the order could still be paid by card. */
export const mayStartCardPayment = (order: { paymentMethod: string; status: OrderStatus }) =>
  order.paymentMethod === 'card' && canMove(order.status, 'pay')
