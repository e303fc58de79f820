/**
 * The lifecycle of one order line after the order (docs/product.md#order-lines): what 1C reports
 * for it, as named moves with the states each may start from. The server applies a line's move
 * only from those states (a conditional update), the account's order page names the states, and
 * the OpenAPI enum lists the same ones (openapi/rules-agree.test.ts). Nothing moves backwards: a
 * shipped line is never waiting again, a cancelled or replaced one never comes back.
 *
 *   ordered ── confirm ──► confirmed ──┬── ready ──► ready ────────┐
 *      │                               ├── ship_part ──► partly_shipped ── ship ──► shipped
 *      └── (ready, ship_part, ship)    └── ship ──────────────────────────────────► shipped
 *   ordered / confirmed / ready ── cancel ──► cancelled;  ordered / confirmed ── replace ──► replaced
 */
export const orderLineStates = [
  'ordered',
  'confirmed',
  'ready',
  'partly_shipped',
  'shipped',
  'cancelled',
  'replaced',
] as const

export type OrderLineState = (typeof orderLineStates)[number]

export const orderLineMoves = {
  /** 1C confirmed the line (all of it or part: the rest is cancelled). */
  confirm: { from: ['ordered'], to: 'confirmed' },
  /** The line waits for the buyer at the pickup branch. */
  ready: { from: ['ordered', 'confirmed'], to: 'ready' },
  /** Some of the confirmed pieces left, the rest follow. */
  ship_part: { from: ['ordered', 'confirmed', 'ready', 'partly_shipped'], to: 'partly_shipped' },
  /** Every confirmed piece left (or was handed over at the branch). */
  ship: { from: ['ordered', 'confirmed', 'ready', 'partly_shipped'], to: 'shipped' },
  /** None of it will come. */
  cancel: { from: ['ordered', 'confirmed', 'ready'], to: 'cancelled' },
  /** 1C put another article in its place. */
  replace: { from: ['ordered', 'confirmed'], to: 'replaced' },
} as const satisfies Record<string, { from: readonly OrderLineState[]; to: OrderLineState }>

export type OrderLineMove = keyof typeof orderLineMoves

/** The move that takes a line from one state to another, or null when none may (backwards). */
export function orderLineMoveBetween(
  from: OrderLineState,
  to: OrderLineState,
): OrderLineMove | null {
  if (from === to) return null
  for (const [name, rule] of Object.entries(orderLineMoves) as [
    OrderLineMove,
    { from: readonly OrderLineState[]; to: OrderLineState },
  ][]) {
    if (rule.to === to && rule.from.includes(from)) return name
  }
  return null
}

/** Whether a line may go from `from` to `to` (staying is always allowed). */
export const mayMoveOrderLine = (from: OrderLineState, to: OrderLineState) =>
  from === to || orderLineMoveBetween(from, to) !== null

/** What 1C reported for one line, in pieces. */
export interface OrderLineReport {
  /** Pieces ordered by the buyer. */
  ordered: number
  /** Pieces 1C keeps in the order (its `Количество`); 0 when the line is gone. */
  confirmed: number
  /** Pieces that left the warehouse. */
  shipped: number
  /** Another article took the line's place. */
  replaced: boolean
  /** The order waits at the pickup branch. */
  readyForPickup: boolean
}

/** The state a line's report puts it in. */
export function orderLineStateOf(report: OrderLineReport): OrderLineState {
  if (report.confirmed <= 0) return report.replaced ? 'replaced' : 'cancelled'
  if (report.shipped >= report.confirmed) return 'shipped'
  if (report.shipped > 0) return 'partly_shipped'
  if (report.readyForPickup) return 'ready'
  return 'confirmed'
}
