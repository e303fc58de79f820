import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  customers,
  favourites,
  informReceipts,
  type NoticeChannel,
  parts,
  warranties,
} from '../../db/schema/index.ts'

export type WarrantyRow = typeof warranties.$inferSelect

/** Favourite parts and "notify about arrival" subscriptions of a customer. */
export function createFavouritesRepository(db: Database) {
  return {
    /** A part that can be followed: on sale (one 1C removed is not, like its page). */
    async partOnSale(partId: string) {
      const [row] = await db
        .select({ id: parts.id })
        .from(parts)
        .where(and(eq(parts.id, partId), isNull(parts.removedAt)))
      return Boolean(row)
    },

    /**
     * The customer's favourites on sale: a part 1C removed leaves the list and its count
     * (docs/product.md#account-area).
     */
    async page(customerId: string, page: number, perPage: number) {
      const listed = and(eq(favourites.customerId, customerId), isNull(parts.removedAt))
      const [total] = await db
        .select({ n: count() })
        .from(favourites)
        .innerJoin(parts, eq(parts.id, favourites.partId))
        .where(listed)
      const rows = await db
        .select({ part: parts })
        .from(favourites)
        .innerJoin(parts, eq(parts.id, favourites.partId))
        .where(listed)
        .orderBy(desc(favourites.createdAt), asc(parts.id))
        .limit(perPage)
        .offset((page - 1) * perPage)
      const ids = rows.map((r) => r.part.id)
      const warrantyRows = ids.length
        ? await db
            .select()
            .from(warranties)
            .where(inArray(warranties.partId, ids))
            .orderBy(asc(warranties.months))
        : []
      const byPart = new Map<string, WarrantyRow[]>()
      for (const w of warrantyRows) byPart.set(w.partId, [...(byPart.get(w.partId) ?? []), w])
      return {
        total: Number(total?.n ?? 0),
        items: rows.map((r) => ({ part: r.part, warranties: byPart.get(r.part.id) ?? [] })),
      }
    },

    /** Whether the part is in the customer's favourites and awaited by a subscription. */
    async follows(customerId: string, partId: string) {
      const [favourite] = await db
        .select({ partId: favourites.partId })
        .from(favourites)
        .where(and(eq(favourites.customerId, customerId), eq(favourites.partId, partId)))
      const [receipt] = await db
        .select({ id: informReceipts.id })
        .from(informReceipts)
        .where(and(eq(informReceipts.customerId, customerId), eq(informReceipts.partId, partId)))
      return { favourite: Boolean(favourite), informReceipt: Boolean(receipt) }
    },

    async add(customerId: string, partId: string) {
      await db.insert(favourites).values({ customerId, partId }).onConflictDoNothing()
    },

    async remove(customerId: string, partId: string) {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.customerId, customerId), eq(favourites.partId, partId)))
        .returning({ partId: favourites.partId })
      return rows.length > 0
    },

    /** The customer's arrival subscriptions, a part 1C removed left out (it will not arrive). */
    async receipts(customerId: string) {
      return db
        .select({ receipt: informReceipts, part: parts })
        .from(informReceipts)
        .innerJoin(parts, eq(parts.id, informReceipts.partId))
        .where(and(eq(informReceipts.customerId, customerId), isNull(parts.removedAt)))
        .orderBy(desc(informReceipts.createdAt), asc(informReceipts.id))
    },

    /** Subscribes once: a repeat answers the existing subscription. */
    async subscribe(customerId: string, partId: string) {
      await db.insert(informReceipts).values({ customerId, partId }).onConflictDoNothing()
      const [row] = await db
        .select({ receipt: informReceipts, part: parts })
        .from(informReceipts)
        .innerJoin(parts, eq(parts.id, informReceipts.partId))
        .where(and(eq(informReceipts.customerId, customerId), eq(informReceipts.partId, partId)))
      if (!row) throw new Error('subscription not stored')
      return row
    },

    /** Whether the customer's profile has an e-mail to send notices to. */
    async hasEmail(customerId: string) {
      const [row] = await db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, customerId))
      return Boolean(row?.email?.trim())
    },

    /** Sets how a subscription's notice goes; null when it is not the customer's. */
    async setChannel(customerId: string, id: string, channel: NoticeChannel) {
      const [updated] = await db
        .update(informReceipts)
        .set({ channel })
        .where(and(eq(informReceipts.customerId, customerId), eq(informReceipts.id, id)))
        .returning({ id: informReceipts.id })
      if (!updated) return null
      const [row] = await db
        .select({ receipt: informReceipts, part: parts })
        .from(informReceipts)
        .innerJoin(parts, eq(parts.id, informReceipts.partId))
        .where(eq(informReceipts.id, id))
      return row ?? null
    },

    async unsubscribe(customerId: string, id: string) {
      const rows = await db
        .delete(informReceipts)
        .where(and(eq(informReceipts.customerId, customerId), eq(informReceipts.id, id)))
        .returning({ id: informReceipts.id })
      return rows.length > 0
    },
  }
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>
