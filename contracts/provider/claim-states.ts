import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../server/src/db/database.ts'
import {
  claimHistory,
  claimPhotos,
  claims,
  orders,
  orderTrackingHistory,
} from '../../server/src/db/schema/index.ts'
import { ids } from '../shared-data.ts'
import { createdAt, loggedIn, type Params, text } from './customer-seed.ts'
import { customerOrder } from './order-states.ts'

/** Order {number} of the logged-in customer: the part × 2, both pieces shipped yesterday. */
async function shippedOrder(db: Database, number: number) {
  const customer = await loggedIn(db)
  const [existing] = await db.select().from(orders).where(eq(orders.number, number))
  if (existing) return { order: existing, customer }
  const order = await customerOrder(db, number, 'shipped', false, true)
  // The day 1C reported it shipped: the claim's term runs from it (rules/warranty-terms.ts).
  await db.insert(orderTrackingHistory).values({
    orderId: order.id,
    partId: ids.part,
    move: 'ship',
    fromState: 'confirmed',
    toState: 'shipped',
    changedAt: new Date(Date.now() - 86_400_000),
  })
  return { order, customer }
}

async function photoOf(db: Database, customerId: string, id: string, claimId: string | null) {
  const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer()
  await db
    .insert(claimPhotos)
    .values({
      id,
      customerId,
      claimId,
      contentType: 'image/jpeg',
      body,
      preview: body,
      size: body.length,
    })
    .onConflictDoNothing()
}

/** The claim states of contracts/provider-states.md («Возвраты и гарантия»). */
export function createClaimStateHandlers(db: Database) {
  return {
    'the customer has order {number} shipped yesterday': async (p?: Params) => {
      await shippedOrder(db, Number(p?.number ?? 100127))
    },
    'the customer has claim {claim} for both pieces of order {number}, with photo {photo}': async (
      p?: Params,
    ) => {
      const { order, customer } = await shippedOrder(db, Number(p?.number ?? 100127))
      const number = Number(p?.claim ?? 1001)
      const [existing] = await db.select().from(claims).where(eq(claims.number, number))
      if (existing) return
      const [claim] = await db
        .insert(claims)
        .values({
          number,
          accountId: customer.accountId,
          customerId: customer.id,
          orderId: order.id,
          partId: ids.part,
          kind: 'warranty',
          reason: 'not_working',
          quantity: 2,
          description: 'Стук после 200 км',
          termEndsOn: '2027-05-21',
          createdAt,
        })
        .returning()
      if (!claim) throw new Error('claim not seeded')
      await db
        .insert(claimHistory)
        .values({ claimId: claim.id, move: 'create', toState: 'new', changedAt: createdAt })
      await photoOf(db, customer.id, text(p, 'photo'), claim.id)
    },
    'the customer uploaded photo {photo}': async (p?: Params) => {
      const customer = await loggedIn(db)
      await photoOf(db, customer.id, text(p, 'photo'), null)
    },
  }
}
