import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusHistory, orders } from '../../src/db/schema/index.ts'
import { createOrdersRepository } from '../../src/modules/orders/orders.repository.ts'
import { createOrdersExchangeRepository } from '../../src/modules/orders/orders-exchange.repository.ts'
import { useOrderApp } from '../order-app.ts'

/**
 * Every move of the order lifecycle writes one history row in its own transaction; a refused
 * move writes none. Run on PGlite (order-status-history.test.ts) and on PostgreSQL
 * (order-status-history.pg.test.ts).
 */
export function statusHistorySuite(name: string) {
  describe(name, () => {
    const t = useOrderApp()
    const { call, customerWithCart } = t

    async function cardOrder() {
      const who = await customerWithCart([{ price: 10_000, quantity: 1 }])
      const made = await call('POST', '/api/orders', who.auth, {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      })
      expect(made.statusCode).toBe(201)
      const number = made.json().number as string
      const [row] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.number, Number(number)))
      if (!row) throw new Error('order not stored')
      return { who, number, id: row.id }
    }
    const historyOf = async (orderId: string) =>
      (
        await t.db
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, orderId))
          .orderBy(orderStatusHistory.id)
      ).map((row) => [row.move, row.fromStatus, row.toStatus])

    it('a new order has one row: created in its first status', async () => {
      const { id, number, who } = await cardOrder()
      expect(await historyOf(id)).toEqual([['create', null, 'wait_pay']])
      const answer = (await call('GET', `/api/orders/${number}`, who.auth)).json()
      expect(answer.status_history).toEqual([
        { status: 'wait_pay', from_status: null, changed_at: expect.any(Number) },
      ])
    })

    it('a cancel writes exactly one row; the refused second cancel writes none', async () => {
      const { id, number, who } = await cardOrder()
      expect((await call('POST', `/api/orders/${number}/cancel`, who.auth)).statusCode).toBe(200)
      expect(await historyOf(id)).toEqual([
        ['create', null, 'wait_pay'],
        ['cancel', 'wait_pay', 'cancelled'],
      ])
      expect((await call('POST', `/api/orders/${number}/cancel`, who.auth)).statusCode).toBe(409)
      expect(await historyOf(id)).toHaveLength(2)
    })

    it('the expiry of an unpaid order writes one row; a second pass writes none', async () => {
      const { id } = await cardOrder()
      const repository = createOrdersRepository(t.db)
      const later = new Date(Date.now() + 3600_000)
      const expired = await repository.expireUnpaid(later, later, 100)
      expect(expired.length).toBeGreaterThan(0)
      expect(await repository.expireUnpaid(later, later, 100)).toEqual([])
      expect(await historyOf(id)).toEqual([
        ['create', null, 'wait_pay'],
        ['expire', 'wait_pay', 'cancelled'],
      ])
    })

    it('a payment and a back-office move write one row each; a refused move none', async () => {
      const { id, number, who } = await cardOrder()
      const payment = (await call('POST', `/api/orders/${number}/payment`, who.auth)).json()
      const body = { result: 'success' }
      await call('POST', `/api/payments/${payment.payment_uuid}/complete`, {}, body)
      // A repeated notice of the same payment moves nothing.
      await call('POST', `/api/payments/${payment.payment_uuid}/complete`, {}, body)
      expect(await historyOf(id)).toEqual([
        ['create', null, 'wait_pay'],
        ['pay', 'wait_pay', 'paid'],
      ])
      const exchange = createOrdersExchangeRepository(t.db)
      expect(await exchange.move(id, 'take', new Date())).toMatchObject({ status: 'work' })
      expect(await exchange.move(id, 'take', new Date())).toBeNull()
      expect(await exchange.move(id, 'finish', new Date())).toBeNull()
      expect(await historyOf(id)).toEqual([
        ['create', null, 'wait_pay'],
        ['pay', 'wait_pay', 'paid'],
        ['take', 'paid', 'work'],
      ])
      const answer = (await call('GET', `/api/orders/${number}`, who.auth)).json()
      expect(answer.status_history.map((change: { status: string }) => change.status)).toEqual([
        'wait_pay',
        'paid',
        'work',
      ])
    })
  })
}
