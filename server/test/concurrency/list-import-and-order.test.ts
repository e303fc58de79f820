import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../src/db/schema/index.ts'
import { createCustomer, createPart } from '../commerce-fixtures.ts'
import { mintToken } from '../support/seeded-fixtures.ts'
import { raceApp } from './race-app.ts'

/**
 * «Добавить в корзину» of a list while the same customer orders from another session: on
 * PostgreSQL (TEST_DATABASE_URL) two connections race for the cart row. The import and the
 * order take the cart's lock one after the other, so the import lands either in the order or
 * in the cart left after it — never lost, never doubled, and the cart never emptied of it.
 */
describe('a list imported while an order is placed', () => {
  const t = raceApp()
  const { inject, cartOf } = t

  it('ends with the imported lines in the order or in the cart, exactly once', async () => {
    for (let round = 0; round < 8; round++) {
      const who = await createCustomer(t.db)
      const other = await mintToken(t.db, who.customer.id)
      const { part: held } = await createPart(t.db, { stock: 50 })
      const { part: listed } = await createPart(t.db, { stock: 50 })
      await inject('POST', '/api/cart/items', who.token, { product_uuid: held.id, quantity: 1 })

      const [imported, ordered] = await Promise.all([
        inject('POST', '/api/cart/import', other, {
          lines: [
            { product_uuid: listed.id, quantity: 3 },
            { product_uuid: held.id, quantity: 2 },
          ],
        }),
        inject('POST', '/api/orders', who.token, {
          idempotency_key: randomUUID(),
          delivery: { type: 'pickup', branch: 'spb' },
          payment_method: 'card',
        }),
      ])
      expect(imported.statusCode, imported.body).toBe(200)
      expect(ordered.statusCode, ordered.body).toBe(201)

      const [order] = await t.db.select().from(orders).where(eq(orders.customerId, who.customer.id))
      const lines = await t.db
        .select({ partId: orderItems.partId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order?.id ?? ''))
      const inOrder = Object.fromEntries(lines.map((l) => [l.partId, l.quantity]))
      const cart = await cartOf(who.token)
      const inCart = Object.fromEntries(cart.cart_products.map((l) => [l.product_uuid, l.quantity]))

      const importFirst = { [held.id]: 3, [listed.id]: 3 }
      const orderFirst = { order: { [held.id]: 1 }, cart: { [held.id]: 2, [listed.id]: 3 } }
      if (Object.keys(inCart).length === 0) {
        expect(inOrder, `round ${round}`).toEqual(importFirst)
      } else {
        expect({ order: inOrder, cart: inCart }, `round ${round}`).toEqual(orderFirst)
      }
    }
  })
})
