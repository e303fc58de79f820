import type { OrdersRepository } from './orders.repository.ts'

/**
 * Orders take stock when placed and give it back when cancelled, expired or refunded: each such
 * change is told (`changed`, the catalogue bus), so every process forgets the pages and search
 * answers that show the old stock. A repeat that changed nothing tells nothing.
 */
export function tellingStockChanges(
  orders: OrdersRepository,
  changed: () => Promise<void>,
): OrdersRepository {
  return {
    ...orders,
    async createFromCart(input) {
      const result = await orders.createFromCart(input)
      if ('created' in result && result.created) await changed()
      return result
    },
    async moveReturningStock(orderId, move, now) {
      const moved = await orders.moveReturningStock(orderId, move, now)
      if (moved) await changed()
      return moved
    },
    async expireUnpaid(cutoff, now, limit) {
      const expired = await orders.expireUnpaid(cutoff, now, limit)
      if (expired.length > 0) await changed()
      return expired
    },
  }
}
