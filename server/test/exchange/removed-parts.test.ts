import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crossGroups, parts } from '../../src/db/schema/index.ts'
import { createCustomer, createPart, orderCartByCard } from '../commerce-fixtures.ts'
import { createFakeDist, createTestApp } from '../helpers.ts'

type Part = Awaited<ReturnType<typeof createPart>>['part']

/**
 * A part 1C marked `Статус=Удален` (removed_at set, its stock left as it was: a full catalogue
 * that no longer lists a part writes only removed_at) leaves the shop everywhere; orders keep it.
 */
describe('a part 1C deleted', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let gone: Part
  let kept: Part
  let groupSlug: string
  let orderNumber: string
  let buyer: Awaited<ReturnType<typeof createCustomer>>

  beforeAll(async () => {
    ctx = await createTestApp({
      distDir: createFakeDist(),
      seed: false,
      config: { appEnv: 'development' },
    })
    gone = (await createPart(ctx.db, { price: 100_000, stock: 5 })).part
    kept = (await createPart(ctx.db, { price: 90_000, stock: 5 })).part
    groupSlug = `group-${randomUUID().slice(0, 8)}`
    const [group] = await ctx.db
      .insert(crossGroups)
      .values({ slug: groupSlug, title: 'Колодки тормозные MAN' })
      .returning()
    await ctx.db
      .update(parts)
      .set({ crossGroupId: group?.id ?? null })
      .where(eq(parts.id, gone.id))
    await ctx.db
      .update(parts)
      .set({ crossGroupId: group?.id ?? null })
      .where(eq(parts.id, kept.id))
    // Ordered and put in a cart while on sale.
    buyer = await createCustomer(ctx.db)
    const add = (quantity: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: buyer.auth,
        payload: { product_uuid: gone.id, quantity },
      })
    expect((await add(1)).statusCode).toBe(200)
    const order = await orderCartByCard(ctx.app, buyer.auth)
    expect(order.statusCode).toBe(201)
    orderNumber = order.json().number
    expect((await add(2)).statusCode).toBe(200)
    await ctx.db.update(parts).set({ removedAt: new Date() }).where(eq(parts.id, gone.id))
  })
  afterAll(() => ctx.close())

  // The page's 404 is the render's: the part page's loader throws notFound() when this call
  // answers 404 (src/entry-server.test.tsx renders it); this app has no render, only the shop.
  it('has no page: the API answers 404, so the part page does', async () => {
    expect((await ctx.app.inject({ url: `/api/parts/${gone.slug}` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `/api/parts/${kept.slug}` })).statusCode).toBe(200)
  })

  it('is in no listing, search, suggest, cross group or sitemap', async () => {
    const ids = (body: { items: { uuid: string }[] }) => body.items.map((i) => i.uuid)
    const search = await ctx.app.inject({
      url: `/api/search?s=${encodeURIComponent(gone.article)}`,
    })
    expect(ids(search.json())).not.toContain(gone.id)
    const listing = await ctx.app.inject({ url: '/api/catalog' })
    expect(ids(listing.json())).toContain(kept.id)
    expect(ids(listing.json())).not.toContain(gone.id)
    const suggest = await ctx.app.inject({
      url: `/api/search/suggest?s=${encodeURIComponent('Колодки тормозные')}`,
    })
    expect(JSON.stringify(suggest.json())).not.toContain(gone.id)
    const group = (await ctx.app.inject({ url: `/api/cross-groups/${groupSlug}` })).json()
    expect(group.products.map((p: { uuid: string }) => p.uuid)).toEqual([kept.id])
    const sitemap = await ctx.app.inject({ url: '/sitemaps/parts-1.xml' })
    expect(sitemap.body).toContain(kept.slug)
    expect(sitemap.body).not.toContain(gone.slug)
  })

  it('is no longer a reason for a part name to be listed under its make', async () => {
    const menu = await ctx.app.inject({
      url: `/api/nodes/${(await nodeSlugOf(gone)) ?? ''}/nomenclatures?mark_uuid=${gone.markId}`,
    })
    expect(menu.statusCode).toBe(200)
    expect(menu.json()).toEqual([])
  })

  it('stays in the cart as a line sold out, and cannot be ordered or added again', async () => {
    const cart = await ctx.app.inject({ url: '/api/cart', headers: buyer.auth })
    expect(cart.statusCode).toBe(200)
    const [line] = cart.json().cart_products
    expect(line).toMatchObject({ product_uuid: gone.id, quantity: 0 })
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: buyer.auth,
      payload: { product_uuid: gone.id, quantity: 1 },
    })
    expect(again.statusCode).toBe(422)
    const order = await orderCartByCard(ctx.app, buyer.auth)
    expect(order.statusCode).toBeGreaterThanOrEqual(400)
    expect(order.statusCode).toBeLessThan(500)
  })

  it('keeps its line in the order made before', async () => {
    const order = await ctx.app.inject({ url: `/api/orders/${orderNumber}`, headers: buyer.auth })
    expect(order.statusCode).toBe(200)
    expect(JSON.stringify(order.json())).toContain(gone.article)
  })

  async function nodeSlugOf(part: Part) {
    const { nodes } = await import('../../src/db/schema/index.ts')
    const [node] = await ctx.db.select().from(nodes).where(eq(nodes.id, part.nodeId))
    return node?.slug
  }
})
