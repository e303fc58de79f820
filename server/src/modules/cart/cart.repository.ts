import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/database.ts'
import { orderableQuantitySql, stockColumnsOf } from '../../db/orderable-quantity-sql.ts'
import { cartItems, carts, parts, warranties } from '../../db/schema/index.ts'

/** Whose cart: a customer's, or a guest's by the `Session` header. */
import type { CartOwner } from '../customers/customer.ts'

export type PartRow = typeof parts.$inferSelect
export type WarrantyRow = typeof warranties.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect
export interface CartLine {
  item: CartItemRow
  part: PartRow
  warranties: WarrantyRow[]
}

type Executor = Database | Transaction

const ownerWhere = (owner: CartOwner) =>
  'customerId' in owner
    ? eq(carts.customerId, owner.customerId)
    : eq(carts.sessionId, owner.sessionId)

export function createCartRepository(db: Database) {
  async function warrantiesOf(executor: Executor, partIds: string[]) {
    const byPart = new Map<string, WarrantyRow[]>()
    if (partIds.length === 0) return byPart
    const rows = await executor
      .select()
      .from(warranties)
      .where(inArray(warranties.partId, partIds))
      .orderBy(asc(warranties.months), asc(warranties.id))
    for (const row of rows) byPart.set(row.partId, [...(byPart.get(row.partId) ?? []), row])
    return byPart
  }

  /** The owner's cart id, creating the cart on first use (safe under concurrency). */
  async function ensureCart(executor: Executor, owner: CartOwner): Promise<string> {
    const values =
      'customerId' in owner ? { customerId: owner.customerId } : { sessionId: owner.sessionId }
    await executor.insert(carts).values(values).onConflictDoNothing()
    const [row] = await executor.select({ id: carts.id }).from(carts).where(ownerWhere(owner))
    if (!row) throw new Error('cart not created')
    return row.id
  }

  async function lines(executor: Executor, cartId: string): Promise<CartLine[]> {
    const rows = await executor
      .select({ item: cartItems, part: parts })
      .from(cartItems)
      .innerJoin(parts, eq(parts.id, cartItems.partId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.partId))
    const byPart = await warrantiesOf(
      executor,
      rows.map((r) => r.part.id),
    )
    return rows.map((r) => ({ ...r, warranties: byPart.get(r.part.id) ?? [] }))
  }

  return {
    ensureCart: (owner: CartOwner) => ensureCart(db, owner),
    lines: (cartId: string) => lines(db, cartId),

    async part(partId: string) {
      const [part] = await db.select().from(parts).where(eq(parts.id, partId))
      if (!part) return null
      return { part, warranties: (await warrantiesOf(db, [partId])).get(partId) ?? [] }
    },

    /**
     * Runs `change` with the cart row locked (SELECT … FOR UPDATE), so two requests changing
     * one cart — even in two server processes — apply one after the other.
     */
    async withLockedCart<T>(
      owner: CartOwner,
      change: (ctx: {
        cartId: string
        current: CartLine[]
        setLine: (partId: string, quantity: number, warrantyId: string | null) => Promise<void>
        /** Many lines in one statement (an import of a list). */
        setLines: (
          lines: { partId: string; quantity: number; warrantyId: string | null }[],
        ) => Promise<void>
        /** Parts as they are inside this transaction (stock read under the cart's lock). */
        parts: (partIds: string[]) => Promise<PartRow[]>
        removeLine: (partId: string) => Promise<void>
        clear: () => Promise<void>
      }) => Promise<T>,
    ): Promise<T> {
      const cartId = await ensureCart(db, owner)
      return db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update')
        const current = await lines(tx, cartId)
        const result = await change({
          cartId,
          current,
          async setLine(partId, quantity, warrantyId) {
            await tx
              .insert(cartItems)
              .values({ cartId, partId, quantity, warrantyId })
              .onConflictDoUpdate({
                target: [cartItems.cartId, cartItems.partId],
                set: { quantity, warrantyId },
              })
          },
          async setLines(lines) {
            if (lines.length === 0) return
            await tx
              .insert(cartItems)
              .values(lines.map((line) => ({ cartId, ...line })))
              .onConflictDoUpdate({
                target: [cartItems.cartId, cartItems.partId],
                set: {
                  quantity: sql`excluded.quantity`,
                  warrantyId: sql`excluded.warranty_id`,
                },
              })
          },
          async parts(partIds) {
            if (partIds.length === 0) return []
            return tx.select().from(parts).where(inArray(parts.id, partIds))
          },
          async removeLine(partId) {
            await tx
              .delete(cartItems)
              .where(and(eq(cartItems.cartId, cartId), eq(cartItems.partId, partId)))
          },
          async clear() {
            await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
          },
        })
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId))
        return result
      })
    },

    /**
     * Moves a guest cart into a customer's: quantities summed and capped at what may be bought
     * (the orderable quantity rule; a sold-out line keeps 1 so it is not lost), the customer's
     * warranty choice kept.
     */
    async mergeGuestCart(sessionId: string, customerId: string) {
      const [guest] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.sessionId, sessionId))
      if (!guest) return
      const target = await ensureCart(db, { customerId })
      await db.transaction(async (tx) => {
        await tx
          .select({ id: carts.id })
          .from(carts)
          .where(inArray(carts.id, [guest.id, target]))
          .orderBy(asc(carts.id))
          .for('update')
        await tx.execute(sql`
          insert into ${cartItems} (cart_id, part_id, quantity, warranty_id, added_at)
          select ${target}, g.part_id, g.quantity, g.warranty_id, g.added_at
          from ${cartItems} g where g.cart_id = ${guest.id}
          on conflict (cart_id, part_id) do update set
            quantity = ${cartItems}.quantity + excluded.quantity,
            warranty_id = coalesce(${cartItems}.warranty_id, excluded.warranty_id)`)
        await tx.execute(sql`
          update ${cartItems} ci set quantity = greatest(1, least(ci.quantity,
            ${orderableQuantitySql(stockColumnsOf('p'))}))
          from ${parts} p
          where p.id = ci.part_id and ci.cart_id = ${target}`)
        await tx.delete(carts).where(eq(carts.id, guest.id))
      })
    },
  }
}

export type CartRepository = ReturnType<typeof createCartRepository>
