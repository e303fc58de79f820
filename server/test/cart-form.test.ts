import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

/** «В корзину» posted as a plain form, before the page's script has run. */
describe('POST /cart/add', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let seq = 0
  const newSession = () => `form-${process.pid}-${++seq}-session`
  const sameSite = { 'sec-fetch-site': 'same-origin' }

  const post = (fields: Record<string, string>, headers: Record<string, string> = sameSite) =>
    ctx.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    })
  const cartOf = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/cart', headers })).json()

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())

  it("adds the part to the session cookie's cart and sends the buyer back marked", async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const session = newSession()
    const res = await post(
      { product_uuid: part.id, quantity: '2', back: '/parts/x?page=2' },
      { ...sameSite, cookie: `session_id=${session}` },
    )
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/parts/x?page=2&cart_added=${part.id}#buy-${part.id}`)
    expect(res.headers['set-cookie']).toBeUndefined()
    const cart = await cartOf({ session })
    expect(cart.cart_products).toEqual([
      expect.objectContaining({ product_uuid: part.id, quantity: 2 }),
    ])
  })

  it('gives a visitor with no cookie the session cookie the shop would make', async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const res = await post({ product_uuid: part.id, quantity: '1', back: '/' })
    expect(res.statusCode).toBe(303)
    const cookie = String(res.headers['set-cookie'])
    const session = /^session_id=([0-9a-f-]{36});/.exec(cookie)?.[1]
    expect(session).toBeTruthy()
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('HttpOnly')
    const cart = await cartOf({ session: session as string })
    expect(cart.cart_products.map((l: { product_uuid: string }) => l.product_uuid)).toEqual([
      part.id,
    ])
  })

  it("adds to a logged-in buyer's cart by the token cookie", async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const { auth, token } = await createCustomer(ctx.db)
    const res = await post(
      { product_uuid: part.id, quantity: '1', back: '/' },
      { ...sameSite, cookie: `token=${token}; session_id=${newSession()}` },
    )
    expect(res.statusCode).toBe(303)
    const cart = await cartOf({ ...auth, session: newSession() })
    expect(cart.cart_products).toHaveLength(1)
  })

  it('refuses a post from another site with 403 in the error shape, adding nothing', async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const session = newSession()
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      {},
    ]
    for (const headers of foreign) {
      const res = await post(
        { product_uuid: part.id, quantity: '1', back: '/' },
        { ...headers, cookie: `session_id=${session}` },
      )
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toMatch(/не со страницы магазина/)
    }
    expect((await cartOf({ session })).cart_products).toEqual([])
  })

  it("takes a browser without Sec-Fetch-Site by its Origin when it is the shop's own", async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    const res = await post(
      { product_uuid: part.id, quantity: '1', back: '/' },
      { origin: 'http://localhost:80', host: 'localhost:80', cookie: `session_id=${newSession()}` },
    )
    expect(res.statusCode).toBe(303)
  })

  it('never sends the buyer to another site, whatever `back` says', async () => {
    const { part } = await createPart(ctx.db, { stock: 5 })
    for (const back of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'x']) {
      const res = await post(
        { product_uuid: part.id, quantity: '1', back },
        { ...sameSite, cookie: `session_id=${newSession()}` },
      )
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe(`/?cart_added=${part.id}#buy-${part.id}`)
    }
  })

  it('brings a refusal back as its reason: sold out, the quantity limit, a used part twice', async () => {
    const soldOut = (await createPart(ctx.db, { stock: 0 })).part
    const three = (await createPart(ctx.db, { stock: 3 })).part
    const used = (await createPart(ctx.db, { stock: 1, used: true })).part
    const session = newSession()
    const headers = { ...sameSite, cookie: `session_id=${session}` }
    const location = async (product: string, quantity: string) =>
      (await post({ product_uuid: product, quantity, back: '/catalog' }, headers)).headers.location

    expect(await location(soldOut.id, '1')).toBe(
      `/catalog?cart_refused=${soldOut.id}&reason=sold-out#buy-${soldOut.id}`,
    )
    expect(await location(three.id, '4')).toBe(
      `/catalog?cart_refused=${three.id}&reason=limit&max=3#buy-${three.id}`,
    )
    await location(used.id, '1')
    expect(await location(used.id, '1')).toBe(
      `/catalog?cart_refused=${used.id}&reason=used-one#buy-${used.id}`,
    )
    expect(await location(three.id, '0')).toContain('reason=invalid')
    expect(await location('0b7f2d7e-4a4b-4f4e-9c1e-3d8b9f0a1c2d', '1')).toContain(
      'reason=not-found',
    )
    const cart = await cartOf({ session })
    expect(cart.cart_products).toEqual([
      expect.objectContaining({ product_uuid: used.id, quantity: 1 }),
    ])
  })
})
