import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { claims, orders } from '../../src/db/schema/index.ts'
import { createPart, orderCartByCard } from '../commerce-fixtures.ts'
import { shipLine } from '../support/claim-steps.ts'
import { raceApp } from './race-app.ts'

describe('claims filed at once on one line', () => {
  const t = raceApp()

  it('two sessions claiming all of a line at once: one claim holds the pieces, the other is refused', async () => {
    const s = await t.twoSessions()
    const { part } = await createPart(t.db, { price: 10_000 })
    await t.inject('POST', '/api/cart/items', s.first, { product_uuid: part.id, quantity: 2 })
    const placed = await orderCartByCard(t.app, { authorization: `Bearer ${s.first}` })
    const number = Number(placed.json().number)
    const [order] = await t.db.select().from(orders).where(eq(orders.number, number))
    if (!order) throw new Error('no order')
    await shipLine(t.db, order.id, part.id, { quantity: 2, at: new Date() })
    const claim = {
      order_number: number,
      product_uuid: part.id,
      kind: 'return',
      reason: 'not_needed',
      quantity: 2,
      description: 'Не понадобилась',
    }
    const answers = await Promise.all(
      [s.first, s.second, s.first, s.second].map((token) =>
        t.inject('POST', '/api/account/claims', token, claim),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409])
    const held = await t.db.select().from(claims).where(eq(claims.orderId, order.id))
    expect(held.map((c) => c.quantity)).toEqual([2])
  })
})
