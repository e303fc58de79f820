import { and, eq } from 'drizzle-orm'
import type { Database } from './database.ts'
import { claims, orderItems } from './schema/index.ts'

/**
 * A claim's pieces of its order line at the line's price: what its refund pays back (claims)
 * and what the refund's receipt lists (payments). One query for both modules.
 */
export async function claimedLineOf(db: Database, claimId: string) {
  const [row] = await db
    .select({
      orderId: claims.orderId,
      title: orderItems.title,
      price: orderItems.price,
      quantity: claims.quantity,
    })
    .from(claims)
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, claims.orderId), eq(orderItems.partId, claims.partId)),
    )
    .where(eq(claims.id, claimId))
  return row ?? null
}
