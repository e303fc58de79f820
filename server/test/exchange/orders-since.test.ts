import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema/index.ts'
import { exchangeSettingsFrom } from '../../src/modules/exchange/exchange-settings.ts'
import { createCustomer, createPart, orderCartByCard } from '../commerce-fixtures.ts'
import { createExchangeApp, type ExchangeApp, startSession } from './exchange-app.ts'

describe('EXCHANGE_ORDERS_SINCE', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp(
      { EXCHANGE_ORDERS_SINCE: '2025-01-01' },
      { seed: false, config: { appEnv: 'development' } },
    )
  })
  afterAll(() => ctx.close())

  async function order() {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { price: 10_000, stock: 5 })
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.auth,
      payload: { product_uuid: part.id, quantity: 1 },
    })
    const res = await orderCartByCard(ctx.app, who.auth)
    expect(res.statusCode).toBe(201)
    return Number(res.json().number)
  }

  it('the first query sends only the orders created since that date, never the older ones', async () => {
    const old = await order()
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2024-06-01T10:00:00Z') })
      .where(eq(orders.number, old))
    const recent = await order()
    const session = await startSession(ctx, 'sale')
    await session.call('init')
    const query = await session.call('query')
    expect(query.body).toContain(`<Номер>${recent}</Номер>`)
    expect(query.body).not.toContain(`<Номер>${old}</Номер>`)
    expect((await session.call('success')).body).toBe('success')
    const again = await (await startSession(ctx, 'sale')).call('query')
    expect(again.body).not.toContain('<Документ>')
  })

  it('is checked at start: a date that is not ISO stops the server', () => {
    const env = { EXCHANGE_LOGIN: 'a', EXCHANGE_PASSWORD: 'b' }
    expect(
      exchangeSettingsFrom({ ...env, EXCHANGE_ORDERS_SINCE: '2026-11-01' }, '/tmp').ordersSince,
    ).toEqual(new Date('2026-11-01'))
    expect(exchangeSettingsFrom(env, '/tmp').ordersSince).toBeNull()
    for (const wrong of ['01.11.2026', 'вчера', '2026-13-45'])
      expect(() => exchangeSettingsFrom({ ...env, EXCHANGE_ORDERS_SINCE: wrong }, '/tmp')).toThrow(
        /EXCHANGE_ORDERS_SINCE/,
      )
  })
})
