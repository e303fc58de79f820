import { lineStateTitles } from './messages.ts'
import { type OrderMove, type OrderStatus, orderMoves } from './order-lifecycle.ts'
import type { OrderNoticesService } from './order-notices.service.ts'
import { planTracking } from './order-tracking.ts'
import type { OrdersRepository } from './orders.repository.ts'
import type { OrdersExchangeRepository } from './orders-exchange.repository.ts'
import type { TrackingPlan, TrackingReport } from './tracking-types.ts'

/** Moves 1C may ask for; refund and expire stay with the payments and the expiry job. */
const backOfficeMoves = ['pay', 'take', 'ship', 'finish', 'cancel'] as const
type BackOfficeMove = (typeof backOfficeMoves)[number]

/** Why a status 1C asked for was not applied (the exchange log says it in Russian). */
export type RefusalReason = 'not_allowed' | 'card_unpaid' | 'changed_meanwhile'

/**
 * The shortest chain of back-office moves from one status to another (empty: none), using
 * only the `allowed` moves.
 */
export function movesBetween(
  from: OrderStatus,
  to: OrderStatus,
  allowed: readonly BackOfficeMove[] = backOfficeMoves,
): BackOfficeMove[] | null {
  if (from === to) return []
  const queue: { status: OrderStatus; path: BackOfficeMove[] }[] = [{ status: from, path: [] }]
  const seen = new Set<OrderStatus>([from])
  while (queue.length > 0) {
    const next = queue.shift()
    if (!next) break
    for (const move of allowed) {
      const rule = orderMoves[move]
      if (!(rule.from as readonly OrderStatus[]).includes(next.status) || seen.has(rule.to))
        continue
      const path = [...next.path, move]
      if (rule.to === to) return path
      seen.add(rule.to)
      queue.push({ status: rule.to, path })
    }
  }
  return null
}

export type ExchangeOrder = Awaited<ReturnType<OrdersExchangeRepository['unexported']>>[number]

/**
 * Orders and the 1C exchange: the orders 1C has not confirmed, the mark that it has, and the
 * status changes 1C reports, applied along the order lifecycle (order-lifecycle.ts) one move
 * at a time, each under the order's lock.
 */
export function createOrdersExchangeService(deps: {
  exchange: OrdersExchangeRepository
  orders: OrdersRepository
  /** Orders created before it are never exported (EXCHANGE_ORDERS_SINCE); null: all. */
  ordersSince?: Date | null
  /** Tells the buyer what the status file changed (order-notices.service.ts). */
  notices?: Pick<OrderNoticesService, 'queue'>
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  return {
    unexported: (limit = 500) => deps.exchange.unexported(limit, deps.ordersSince ?? null),
    markExported: (ids: string[]) => deps.exchange.markExported(ids, now()),
    exists: async (number: number) => (await deps.orders.byNumber(number)) !== null,

    /**
     * What a status file's Документ would do to order `number`'s lines and shipment
     * (order-tracking.ts); null for an order the shop does not have.
     */
    async planTracking(number: number, report: TrackingReport) {
      const tracked = await deps.exchange.tracking(number)
      if (!tracked) return null
      const plan = planTracking(tracked.order, tracked.lines, report, lineStateTitles)
      return { ...plan, orderId: tracked.order.id }
    },

    /**
     * Applies a plan under the order's lock and queues the messages it made owed; null when a
     * line moved meanwhile (nothing applied).
     */
    async applyTracking(plan: Extract<TrackingPlan, { outcome: 'planned' }> & { orderId: string }) {
      const owed = await deps.exchange.applyTracking(plan.orderId, plan, now())
      if (!owed) return null
      await deps.notices?.queue(plan.orderId, owed)
      return { lines: plan.lines.length, notices: owed.length }
    },

    /**
     * Moves order `number` towards `target` as far as the lifecycle allows. Answers what
     * happened: unknown order, already there, moved (with the moves), or not allowed.
     */
    async applyStatus(number: number, target: OrderStatus) {
      const order = await deps.orders.byNumber(number)
      if (!order) return { outcome: 'unknown' as const }
      // A card order is paid only by its payment (payments module, the provider's word): 1C
      // may not mark it paid, nor move it on past the payment («Отгружен» while unpaid).
      const allowed =
        order.paymentMethod === 'card'
          ? backOfficeMoves.filter((m) => m !== 'pay')
          : backOfficeMoves
      const path = movesBetween(order.status, target, allowed)
      if (!path) {
        const reason: RefusalReason = movesBetween(order.status, target)
          ? 'card_unpaid'
          : 'not_allowed'
        return { outcome: 'refused' as const, from: order.status, reason }
      }
      if (path.length === 0) return { outcome: 'unchanged' as const, from: order.status }
      let status: OrderStatus = order.status
      for (const move of path as OrderMove[]) {
        const moved =
          move === 'cancel'
            ? await deps.orders.moveReturningStock(order.id, 'cancel', now())
            : await deps.exchange.move(order.id, move as Exclude<BackOfficeMove, 'cancel'>, now())
        // Someone else moved it meanwhile (a payment, the customer): stop where it is.
        if (!moved) {
          const reason: RefusalReason = 'changed_meanwhile'
          return { outcome: 'refused' as const, from: status, reason }
        }
        status = moved.status
      }
      return { outcome: 'moved' as const, from: order.status, to: status, moves: path }
    },
  }
}

export type OrdersExchangeService = ReturnType<typeof createOrdersExchangeService>
