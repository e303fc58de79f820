import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parts } from '../src/db/schema/index.ts'
import { useAccountApp } from './account-app.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'

describe('account area: favourites and arrival subscriptions', () => {
  const ctx = useAccountApp()
  const { call } = ctx

  it('keeps favourites and arrival subscriptions, repeats change nothing', async () => {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 0 })
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: part.id })).json(),
    ).toEqual({ success: true })
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: part.id }))
        .statusCode,
    ).toBe(200)
    const page = (await call('GET', '/api/account/favourites', who.auth)).json()
    expect(page.items.map((p: { uuid: string }) => p.uuid)).toEqual([part.id])
    expect(page.pagination).toEqual({ page: 1, per_page: 24, total: 1, last_page: 1 })
    expect((await call('DELETE', `/api/account/favourites/${part.id}`, who.auth)).statusCode).toBe(
      200,
    )
    expect((await call('DELETE', `/api/account/favourites/${part.id}`, who.auth)).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', '/api/account/favourites', who.auth, { product_uuid: randomUUID() }))
        .statusCode,
    ).toBe(404)

    const first = await call('POST', '/api/account/inform-receipts', who.auth, {
      product_uuid: part.id,
    })
    expect(first.statusCode).toBe(201)
    const again = await call('POST', '/api/account/inform-receipts', who.auth, {
      product_uuid: part.id,
    })
    expect(again.json().uuid).toBe(first.json().uuid)
    expect(first.json().product).toMatchObject({ uuid: part.id, total_stock: 0 })
    expect((await call('GET', '/api/account/inform-receipts', who.auth)).json().items).toHaveLength(
      1,
    )
    expect(
      (await call('DELETE', `/api/account/inform-receipts/${first.json().uuid}`, who.auth))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', '/api/account/inform-receipts', who.auth)).json().items).toEqual([])
  })

  /** 1C removed the part (`parts.removed_at`): it is no longer sold, its page is gone. */
  const removePart = (partId: string) =>
    ctx.db.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, partId))

  it('a part 1C removed leaves the favourites list and its count', async () => {
    const who = await createCustomer(ctx.db)
    const { part: kept } = await createPart(ctx.db)
    const { part: removed } = await createPart(ctx.db)
    for (const part of [kept, removed]) {
      await call('POST', '/api/account/favourites', who.auth, { product_uuid: part.id })
    }
    await removePart(removed.id)
    const page = (await call('GET', '/api/account/favourites', who.auth)).json()
    expect(page.items.map((p: { uuid: string }) => p.uuid)).toEqual([kept.id])
    expect(page.pagination).toEqual({ page: 1, per_page: 24, total: 1, last_page: 1 })
  })

  it('a part 1C removed leaves the arrival subscriptions list', async () => {
    const who = await createCustomer(ctx.db)
    const { part: kept } = await createPart(ctx.db, { stock: 0 })
    const { part: removed } = await createPart(ctx.db, { stock: 0 })
    for (const part of [kept, removed]) {
      await call('POST', '/api/account/inform-receipts', who.auth, { product_uuid: part.id })
    }
    await removePart(removed.id)
    const list = (await call('GET', '/api/account/inform-receipts', who.auth)).json()
    expect(list.items.map((r: { product: { uuid: string } }) => r.product.uuid)).toEqual([kept.id])
  })

  it('a part 1C removed can be neither added to favourites nor followed for arrival', async () => {
    const who = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 0 })
    await removePart(part.id)
    const body = { product_uuid: part.id }
    const added = await call('POST', '/api/account/favourites', who.auth, body)
    expect(added.statusCode).toBe(404)
    expect(added.json().message).toBeTruthy()
    expect((await call('POST', '/api/account/inform-receipts', who.auth, body)).statusCode).toBe(
      404,
    )
    expect((await call('GET', '/api/account/favourites', who.auth)).json().items).toEqual([])
  })
})
