import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createPart, createSmsRecorder } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('cart', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const sms = createSmsRecorder()
  let sessionSeq = 0
  const newSession = () => ({ session: `guest-${process.pid}-${++sessionSeq}-session` })

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, overrides: { sms: sms.gateway } })
  })
  afterAll(() => ctx.close())

  it('keeps a guest cart by the Session header', async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const guest = newSession()
    const added = await send('POST', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 2,
    })
    expect(added.statusCode).toBe(200)
    const cart = (await send('GET', '/api/cart', guest)).json()
    expect(cart.cart_products).toHaveLength(1)
    expect(cart.cart_products[0]).toMatchObject({
      product_uuid: part.id,
      quantity: 2,
      warranty_uuid: null,
    })
    expect(cart.cart_products[0].product).toMatchObject({
      uuid: part.id,
      total_stock: 5,
      price: { price: part.price, base_price: part.basePrice, discount: false },
    })
    // another session sees its own empty cart
    expect((await send('GET', '/api/cart', newSession())).json().cart_products).toEqual([])
  })

  it('adding again sums the quantity; beyond stock is a 422 on quantity', async () => {
    const { part } = await createPart(ctx.db, { stock: 3 })
    const guest = newSession()
    await send('POST', '/api/cart/items', guest, { product_uuid: part.id, quantity: 2 })
    const over = await send('POST', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 2,
    })
    expect(over.statusCode).toBe(422)
    expect(over.json().errors.quantity).toEqual(['Доступно только 3 шт.'])
    const put = await send('PUT', '/api/cart/items', guest, { product_uuid: part.id, quantity: 4 })
    expect(put.statusCode).toBe(422)
    const ok = await send('POST', '/api/cart/items', guest, { product_uuid: part.id, quantity: 1 })
    expect(ok.json().cart_products[0].quantity).toBe(3)
  })

  it('a used part can be in the cart only once', async () => {
    const { part } = await createPart(ctx.db, { stock: 1, used: true })
    const guest = newSession()
    expect(
      (await send('POST', '/api/cart/items', guest, { product_uuid: part.id, quantity: 1 }))
        .statusCode,
    ).toBe(200)
    const twice = await send('POST', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 1,
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.quantity).toEqual(['Б/у запчасть есть в единственном экземпляре'])
  })

  it('a sold-out part cannot be added', async () => {
    const { part } = await createPart(ctx.db, { stock: 0 })
    const res = await send('POST', '/api/cart/items', newSession(), {
      product_uuid: part.id,
      quantity: 1,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.quantity).toEqual(['Товар закончился!'])
  })

  it('sets, keeps and removes a warranty; only the part’s own warranties are accepted', async () => {
    const { part, warranties } = await createPart(ctx.db, {
      warranties: [
        { priceType: 'fix', fix: 50_000 },
        { priceType: 'percent', percent: 10 },
      ],
    })
    const other = await createPart(ctx.db, { warranties: [{ priceType: 'fix', fix: 1 }] })
    const guest = newSession()
    const [fix, percent] = warranties
    const added = await send('POST', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 1,
      warranty_uuid: fix?.id,
    })
    expect(added.json().cart_products[0].warranty_uuid).toBe(fix?.id)
    expect(added.json().cart_products[0].product.warranties).toHaveLength(2)
    // no warranty_uuid: unchanged
    const kept = await send('PUT', '/api/cart/items', guest, { product_uuid: part.id, quantity: 2 })
    expect(kept.json().cart_products[0]).toMatchObject({ quantity: 2, warranty_uuid: fix?.id })
    const switched = await send('PUT', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 2,
      warranty_uuid: percent?.id,
    })
    expect(switched.json().cart_products[0].warranty_uuid).toBe(percent?.id)
    const foreign = await send('PUT', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 2,
      warranty_uuid: other.warranties[0]?.id,
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors.warranty_uuid).toBeDefined()
    const removed = await send('PUT', '/api/cart/items', guest, {
      product_uuid: part.id,
      quantity: 2,
      warranty_uuid: '',
    })
    expect(removed.json().cart_products[0].warranty_uuid).toBeNull()
  })

  it('removes a line and clears the cart', async () => {
    const a = await createPart(ctx.db)
    const b = await createPart(ctx.db)
    const guest = newSession()
    await send('POST', '/api/cart/items', guest, { product_uuid: a.part.id, quantity: 1 })
    await send('POST', '/api/cart/items', guest, { product_uuid: b.part.id, quantity: 1 })
    const afterRemove = await send('DELETE', `/api/cart/items?product_uuid=${a.part.id}`, guest)
    expect(
      afterRemove.json().cart_products.map((p: { product_uuid: string }) => p.product_uuid),
    ).toEqual([b.part.id])
    // removing it again (a double click) is harmless
    expect(
      (await send('DELETE', `/api/cart/items?product_uuid=${a.part.id}`, guest)).statusCode,
    ).toBe(200)
    const cleared = await send('DELETE', '/api/cart', guest)
    expect(cleared.json().cart_products).toEqual([])
  })

  it('shows 0 for a line whose stock ran out after it was added', async () => {
    const { part } = await createPart(ctx.db, { stock: 2 })
    const guest = newSession()
    await send('POST', '/api/cart/items', guest, { product_uuid: part.id, quantity: 2 })
    const { parts } = await import('../src/db/schema/index.ts')
    const { eq } = await import('drizzle-orm')
    await ctx.db.update(parts).set({ totalStock: 0 }).where(eq(parts.id, part.id))
    expect((await send('GET', '/api/cart', guest)).json().cart_products[0].quantity).toBe(0)
  })

  it('uses the customer’s cart with a token and merges the guest cart on login, capped at stock', async () => {
    const { customer, auth } = await createCustomer(ctx.db)
    const both = await createPart(ctx.db, { stock: 4 })
    const guestOnly = await createPart(ctx.db, { stock: 2 })
    await send('POST', '/api/cart/items', auth, { product_uuid: both.part.id, quantity: 3 })
    const guest = newSession()
    await send('POST', '/api/cart/items', guest, { product_uuid: both.part.id, quantity: 3 })
    await send('POST', '/api/cart/items', guest, { product_uuid: guestOnly.part.id, quantity: 2 })

    await send('POST', '/api/auth/login/send-sms', {}, { phone: customer.phone })
    const login = await send('POST', '/api/auth/login', guest, {
      phone: customer.phone,
      code: await sms.lastCodeFor(customer.phone),
    })
    expect(login.statusCode).toBe(200)
    const token = { authorization: `Bearer ${login.json().token.token}` }
    const merged = (await send('GET', '/api/cart', token)).json()
    const quantities = Object.fromEntries(
      merged.cart_products.map((p: { product_uuid: string; quantity: number }) => [
        p.product_uuid,
        p.quantity,
      ]),
    )
    expect(quantities).toEqual({ [both.part.id]: 4, [guestOnly.part.id]: 2 })
    // the guest cart is gone: the session starts empty
    expect((await send('GET', '/api/cart', guest)).json().cart_products).toEqual([])
  })

  it('mutations without a session or token are a 422, an unknown part a 404', async () => {
    const { part } = await createPart(ctx.db)
    const none = await send('POST', '/api/cart/items', {}, { product_uuid: part.id, quantity: 1 })
    expect(none.statusCode).toBe(422)
    expect((await send('GET', '/api/cart', {})).json().cart_products).toEqual([])
    const unknown = await send('POST', '/api/cart/items', newSession(), {
      product_uuid: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    })
    expect(unknown.statusCode).toBe(404)
    const notInCart = await send('PUT', '/api/cart/items', newSession(), {
      product_uuid: part.id,
      quantity: 1,
    })
    expect(notInCart.statusCode).toBe(404)
  })

  it('bad input is a 4xx in the error shape, never a 500', async () => {
    const guest = newSession()
    const bodies: unknown[] = [
      { product_uuid: 'not-a-uuid', quantity: 1 },
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: -1 },
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 0 },
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1.5 },
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 10 ** 12 },
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1, warranty_uuid: 'zzz' },
      { quantity: 1 },
      'text',
    ]
    for (const payload of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { ...guest, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500)
    }
    const badQuery = await send('DELETE', '/api/cart/items?product_uuid=%27;drop', guest)
    expect(badQuery.statusCode).toBe(422)
    const badSession = await send('GET', '/api/cart', { session: 'x'.repeat(65) })
    expect(badSession.statusCode).toBeLessThan(500)
  })
})
