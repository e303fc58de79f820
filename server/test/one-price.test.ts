import { randomUUID } from 'node:crypto'
import { payablePrice, shownPrice } from '@gruzovik/rules'
import { eq } from 'drizzle-orm'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crossGroups, orderItems, orders, parts } from '../src/db/schema/index.ts'
import { receiptLinesOf, receiptTotal } from '../src/modules/payments/receipt-lines.ts'
import { createCustomer, createPart, orderCartByCard } from './commerce-fixtures.ts'
import { createExchangeApp, type ExchangeApp, startSession } from './exchange/exchange-app.ts'

/**
 * The price rule on every server surface (docs/product.md#part-prices): a part of 1 500 ₽ before
 * and 1 200 ₽ after a discount costs 1 500 ₽ without the discount flag and 1 200 ₽ with it, on
 * its page's data, in its cross group, the cart, the order, the payment, the receipt and the 1C
 * export alike.
 */
describe('one price on every surface', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false, config: { appEnv: 'development' } })
  })
  afterAll(() => ctx.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers })

  it.each([
    { discount: false, paid: 150_000, struck: null },
    { discount: true, paid: 120_000, struck: 150_000 },
  ])(
    'discount flag $discount: every surface says $paid kopecks',
    async ({ discount, paid, struck }) => {
      const { part } = await createPart(ctx.db, { basePrice: 150_000, price: 120_000, discount })
      const [group] = await ctx.db
        .insert(crossGroups)
        .values({ slug: `group-${part.id}`, title: 'Колодки' })
        .returning()
      await ctx.db
        .update(parts)
        .set({ externalId: `onec-${part.id}`, crossGroupId: group?.id })
        .where(eq(parts.id, part.id))

      // What the part page, its card and JSON-LD show: the shop applies shownPrice to this.
      const page = (await get(`/api/parts/${part.slug}`)).json()
      expect(shownPrice(page.price)).toEqual({ price: paid, oldPrice: struck })
      const analogues = (await get(`/api/cross-groups/${group?.slug}`)).json()
      expect(analogues.min_price).toBe(paid)
      const suggested = (
        await get(`/api/search/suggest?s=${encodeURIComponent(part.article)}`)
      ).json()
      expect(suggested.cross_groups.map((g: { min_price: number }) => g.min_price)).toEqual([paid])
      expect(suggested.products.map((p: { price: never }) => payablePrice(p.price))).toEqual([paid])

      const who = await createCustomer(ctx.db)
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: who.auth,
        payload: { product_uuid: part.id, quantity: 2 },
      })
      expect(added.statusCode).toBe(200)
      const cart = (await get('/api/cart', who.auth)).json()
      expect(
        cart.cart_products.map((l: { product: { price: never } }) => payablePrice(l.product.price)),
      ).toEqual([paid])

      const made = await orderCartByCard(ctx.app, who.auth)
      expect(made.statusCode).toBe(201)
      const { number } = made.json()
      const order = (await get(`/api/orders/${number}`, who.auth)).json()
      expect(order.cost).toBe(2 * paid)
      expect(order.items.map((i: { price: number }) => i.price)).toEqual([paid])

      const payment = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${number}/payment`,
        headers: who.auth,
      })
      expect(payment.statusCode).toBe(201)
      expect(payment.json().amount).toBe(2 * paid)

      const [stored] = await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.number, Number(number)))
      const items = await ctx.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, stored?.id ?? ''))
      const receipt = receiptLinesOf(items)
      expect(receipt.map((l) => l.unitPrice)).toEqual([paid])
      expect(receiptTotal(receipt)).toBe(2 * paid)

      const session = await startSession(ctx, 'sale')
      const exported = (await session.call('query')).body
      const document = [...exported.matchAll(/<Документ>.*?<\/Документ>/gs)]
        .map((m) => m[0])
        .find((doc) => doc.includes(`<Номер>${number}</Номер>`))
      const rubles = (paid / 100).toFixed(2)
      expect(document).toContain(`<ЦенаЗаЕдиницу>${rubles}</ЦенаЗаЕдиницу>`)
      expect(document).toContain(`<Сумма>${((2 * paid) / 100).toFixed(2)}</Сумма>`)
      await session.call('success')
    },
  )

  it('the invoice charges the price shown: the base price without the discount flag', async () => {
    const { part } = await createPart(ctx.db, { basePrice: 150_000, price: 120_000 })
    const who = await createCustomer(ctx.db)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.auth,
      payload: { product_uuid: part.id, quantity: 1 },
    })
    const buyer = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/contractors',
      headers: who.auth,
      payload: {
        type: 'legal',
        title: 'ООО «Ромашка»',
        inn: '7707083893',
        kpp: '773601001',
        legal_address: 'Москва, ул. Вавилова, д. 19',
      },
    })
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.auth,
      payload: {
        idempotency_key: randomUUID(),
        counterparty_uuid: buyer.json().uuid,
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'invoice',
      },
    })
    expect(order.statusCode).toBe(201)
    const { number, cost } = order.json()
    expect(cost).toBe(150_000)
    const pdf = await get(`/api/orders/${number}/invoice.pdf`, who.auth)
    expect(pdf.statusCode).toBe(200)
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) })
    const text = (await parser.getText()).text
    await parser.destroy()
    expect(text).toContain('1 500,00')
    expect(text).not.toContain('1 200,00')
  })
})
