import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('part page flags of a logged-in customer', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(() => ctx.close())

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const flags = async (slug: string, headers: Record<string, string> = {}) => {
    const answer = await call('GET', `/api/parts/${slug}`, headers)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    return { is_favourite: body.is_favourite, is_inform_receipt: body.is_inform_receipt }
  }

  it('a guest, or a request with a dead token, gets no flags', async () => {
    const { part } = await createPart(ctx.db)
    const answer = await call('GET', `/api/parts/${part.slug}`)
    expect(answer.json()).not.toHaveProperty('is_favourite')
    expect(answer.json()).not.toHaveProperty('is_inform_receipt')
    expect(await flags(part.slug, { authorization: 'Bearer not-a-live-token' })).toEqual({
      is_favourite: undefined,
      is_inform_receipt: undefined,
    })
  })

  it('a customer sees false, true after following the part, false after unfollowing', async () => {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 0 })
    expect(await flags(part.slug, who.auth)).toEqual({
      is_favourite: false,
      is_inform_receipt: false,
    })

    const body = { product_uuid: part.id }
    expect((await call('POST', '/api/account/favourites', who.auth, body)).statusCode).toBe(200)
    const receipt = await call('POST', '/api/account/inform-receipts', who.auth, body)
    expect(receipt.statusCode).toBe(201)
    expect(await flags(part.slug, who.auth)).toEqual({
      is_favourite: true,
      is_inform_receipt: true,
    })

    const other = await createCustomer(ctx.db)
    expect(await flags(part.slug, other.auth)).toEqual({
      is_favourite: false,
      is_inform_receipt: false,
    })

    expect((await call('DELETE', `/api/account/favourites/${part.id}`, who.auth)).statusCode).toBe(
      200,
    )
    const uuid = receipt.json().uuid
    expect(
      (await call('DELETE', `/api/account/inform-receipts/${uuid}`, who.auth)).statusCode,
    ).toBe(200)
    expect(await flags(part.slug, who.auth)).toEqual({
      is_favourite: false,
      is_inform_receipt: false,
    })
  })

  it('repeating "add to favourites" or "notify me" keeps one row and answers the same', async () => {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 0 })
    const body = { product_uuid: part.id }
    for (let i = 0; i < 2; i++) {
      const added = await call('POST', '/api/account/favourites', who.auth, body)
      expect(added.json()).toEqual({ success: true })
    }
    const first = await call('POST', '/api/account/inform-receipts', who.auth, body)
    const again = await call('POST', '/api/account/inform-receipts', who.auth, body)
    expect(again.json().uuid).toBe(first.json().uuid)
    expect((await call('GET', '/api/account/favourites', who.auth)).json().items).toHaveLength(1)
    expect((await call('GET', '/api/account/inform-receipts', who.auth)).json().items).toHaveLength(
      1,
    )
  })

  it('a flag is left out for a customer without the permission to see that list', async () => {
    const who = await createCustomer(ctx.db, { permissions: ['favourite.show'] })
    const { part } = await createPart(ctx.db)
    expect(await flags(part.slug, who.auth)).toEqual({
      is_favourite: false,
      is_inform_receipt: undefined,
    })
  })
})
