import type { PartKind } from '@gruzovik/rules'
import {
  type ClaimKind,
  type ClaimMove,
  type ClaimReason,
  type ClaimState,
  claimMoves,
} from '@gruzovik/rules'
import { and, asc, desc, eq, inArray, isNull, min, ne, sql } from 'drizzle-orm'
import { claimedLineOf } from '../../db/claimed-line.ts'
import type { Database, Transaction } from '../../db/database.ts'
import { lockOrder } from '../../db/order-lock.ts'
import {
  claimHistory,
  claimPhotos,
  claims,
  orderItems,
  orderStatusHistory,
  orders,
  orderTrackingHistory,
  parts,
  warranties,
} from '../../db/schema/index.ts'
import { createClaimPhotosRepository } from './claim-photos.repository.ts'

export type ClaimRow = typeof claims.$inferSelect
export type ClaimHistoryRow = typeof claimHistory.$inferSelect

/** One order line as a claim is checked against it. */
export interface ClaimLine {
  partId: string
  title: string
  article: string
  price: number
  shippedQuantity: number
  isUsed: boolean
  /** The maker's warranty 1C gave the part, in months (new parts: the longer term wins). */
  makerMonths: number | null
  /** A used part's kind as 1C stated it (null: read from the title). */
  usedKind: PartKind | null
  extendedMonths: number | null
  /** When it was handed over: its first shipment, else the order's. */
  handedOverAt: Date | null
  /** Pieces already in claims that hold them (all but rejected ones). */
  claimedQuantity: number
}

export interface NewClaim {
  accountId: string
  customerId: string
  orderId: string
  partId: string
  kind: ClaimKind
  reason: ClaimReason
  quantity: number
  description: string
  mileage: number | null
  photoIds: string[]
  now: Date
}

export function createClaimsRepository(db: Database) {
  async function lineOf(executor: Database | Transaction, orderId: string, partId: string) {
    const [row] = await executor
      .select({
        partId: orderItems.partId,
        title: orderItems.title,
        article: orderItems.article,
        price: orderItems.price,
        shippedQuantity: orderItems.shippedQuantity,
        isUsed: parts.isNotNew,
        makerMonths: parts.makerWarrantyMonths,
        usedKind: sql<PartKind | null>`${parts.usedKind}`,
        extendedMonths: warranties.months,
      })
      .from(orderItems)
      .innerJoin(parts, eq(parts.id, orderItems.partId))
      .leftJoin(warranties, eq(warranties.id, orderItems.warrantyId))
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.partId, partId)))
    if (!row) return null
    const [shipped] = await executor
      .select({ at: min(orderTrackingHistory.changedAt) })
      .from(orderTrackingHistory)
      .where(
        and(
          eq(orderTrackingHistory.orderId, orderId),
          eq(orderTrackingHistory.partId, partId),
          inArray(orderTrackingHistory.toState, ['partly_shipped', 'shipped']),
        ),
      )
    // Lines shipped before they were tracked: the order's own shipment.
    const [orderShipped] = shipped?.at
      ? [shipped]
      : await executor
          .select({ at: min(orderStatusHistory.changedAt) })
          .from(orderStatusHistory)
          .where(
            and(
              eq(orderStatusHistory.orderId, orderId),
              eq(orderStatusHistory.toStatus, 'shipped'),
            ),
          )
    const [claimed] = await executor
      .select({ n: sql<number>`coalesce(sum(${claims.quantity}), 0)::int` })
      .from(claims)
      .where(
        and(eq(claims.orderId, orderId), eq(claims.partId, partId), ne(claims.state, 'rejected')),
      )
    return {
      ...row,
      handedOverAt: orderShipped?.at ?? null,
      claimedQuantity: claimed?.n ?? 0,
    } satisfies ClaimLine
  }

  return {
    ...createClaimPhotosRepository(db),
    line: (orderId: string, partId: string) => lineOf(db, orderId, partId),

    /**
     * Files a claim under the order's lock, so two claims on one line never hold more pieces than
     * were shipped: `check` sees the line as it is inside the lock and may refuse (throw). The
     * photos are the customer's own, not yet in a claim; a photo missing from them refuses all.
     */
    async create(input: NewClaim, check: (line: ClaimLine) => string) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderId)
        if (!order) return null
        const line = await lineOf(tx, input.orderId, input.partId)
        if (!line) return null
        const termEndsOn = check(line)
        const [claim] = await tx
          .insert(claims)
          .values({
            accountId: input.accountId,
            customerId: input.customerId,
            orderId: input.orderId,
            partId: input.partId,
            kind: input.kind,
            reason: input.reason,
            quantity: input.quantity,
            description: input.description,
            mileage: input.mileage,
            termEndsOn,
            createdAt: input.now,
          })
          .returning()
        if (!claim) throw new Error('claim not inserted')
        for (const [position, photoId] of input.photoIds.entries()) {
          const [attached] = await tx
            .update(claimPhotos)
            .set({ claimId: claim.id, position })
            .where(
              and(
                eq(claimPhotos.id, photoId),
                eq(claimPhotos.customerId, input.customerId),
                isNull(claimPhotos.claimId),
              ),
            )
            .returning({ id: claimPhotos.id })
          if (!attached) throw new PhotosGoneError()
        }
        await tx.insert(claimHistory).values({
          claimId: claim.id,
          move: 'create',
          fromState: null,
          toState: 'new',
          changedAt: input.now,
        })
        return claim
      })
    },

    /**
     * One move of the lifecycle as a conditional update (only from its `from` states) and its
     * history row, in one transaction; null when the claim was not in those states.
     */
    async move(
      claimId: string,
      move: ClaimMove,
      now: Date,
      detail: { rejectReason?: string } = {},
    ): Promise<ClaimRow | null> {
      const rule = claimMoves[move]
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ state: claims.state })
          .from(claims)
          .where(eq(claims.id, claimId))
          .for('update')
        if (!before) return null
        const [after] = await tx
          .update(claims)
          .set({
            state: rule.to,
            ...(detail.rejectReason ? { rejectReason: detail.rejectReason } : {}),
          })
          .where(and(eq(claims.id, claimId), inArray(claims.state, [...rule.from] as ClaimState[])))
          .returning()
        if (!after) return null
        await tx.insert(claimHistory).values({
          claimId,
          move,
          fromState: before.state,
          toState: rule.to,
          detail: detail.rejectReason ? { reason: detail.rejectReason } : {},
          changedAt: now,
        })
        return after
      })
    },

    /** Claims 1C has not confirmed yet, oldest first, with their order and line. */
    async unexported() {
      const rows = await db
        .select({
          claim: claims,
          orderNumber: orders.number,
          title: orderItems.title,
          article: orderItems.article,
          price: orderItems.price,
          partExternalId: parts.externalId,
        })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .innerJoin(
          orderItems,
          and(eq(orderItems.orderId, claims.orderId), eq(orderItems.partId, claims.partId)),
        )
        .innerJoin(parts, eq(parts.id, claims.partId))
        .where(isNull(claims.exportedAt))
        .orderBy(asc(claims.createdAt))
      const photos = await this.photoIds(rows.map((row) => row.claim.id))
      return rows.map((row) => ({ ...row, photoIds: photos.get(row.claim.id) ?? [] }))
    },

    async markExported(ids: string[], now: Date) {
      if (ids.length === 0) return 0
      const done = await db
        .update(claims)
        .set({ exportedAt: now })
        .where(and(inArray(claims.id, ids), isNull(claims.exportedAt)))
        .returning({ id: claims.id })
      return done.length
    },

    /** What a claim's refund is: its pieces at its line's price, and its order. */
    refundFacts: (claimId: string) => claimedLineOf(db, claimId),

    async byNumber(number: number): Promise<ClaimRow | null> {
      const [row] = await db.select().from(claims).where(eq(claims.number, number))
      return row ?? null
    },

    /** An account's claims, newest first, with their order's number and the line's words. */
    async ofAccount(accountId: string, customerId: string | null) {
      return db
        .select({
          claim: claims,
          orderNumber: orders.number,
          title: orderItems.title,
          article: orderItems.article,
        })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .innerJoin(
          orderItems,
          and(eq(orderItems.orderId, claims.orderId), eq(orderItems.partId, claims.partId)),
        )
        .where(
          and(
            eq(claims.accountId, accountId),
            customerId ? eq(claims.customerId, customerId) : undefined,
          ),
        )
        .orderBy(desc(claims.createdAt), desc(claims.number))
    },

    async histories(claimIds: string[]) {
      if (claimIds.length === 0) return new Map<string, ClaimHistoryRow[]>()
      const rows = await db
        .select()
        .from(claimHistory)
        .where(inArray(claimHistory.claimId, claimIds))
        .orderBy(asc(claimHistory.id))
      const byClaim = new Map<string, ClaimHistoryRow[]>()
      for (const row of rows) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row])
      return byClaim
    },
  }
}

/** A photo named in a claim was not the customer's, or was already in another claim. */
export class PhotosGoneError extends Error {
  override name = 'PhotosGoneError'
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>
