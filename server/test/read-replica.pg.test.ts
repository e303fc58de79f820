import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts'
import { createPart } from './commerce-fixtures.ts'
import { testAppConfig } from './helpers.ts'
import { createScratchDatabase } from './pg-scratch.ts'
import { createMemoryJobs } from './support/memory-jobs.ts'
import { pgTemplate } from './support/pg-template.ts'

type Scratch = Awaited<ReturnType<typeof createScratchDatabase>>

/**
 * DATABASE_READ_URL: the catalogue and search read the replica, the cart (and so checkout)
 * the primary. Two copies of one seeded database stand for them; a part put into the «replica»
 * alone tells which one answered.
 */
describe('catalogue reads on a read replica', () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  const scratches: Scratch[] = []
  const handles: DatabaseHandle[] = []
  let app: Awaited<ReturnType<typeof buildApp>>
  let onlyOnReplica: Awaited<ReturnType<typeof createPart>>['part']
  let onBoth: Awaited<ReturnType<typeof createPart>>['part']

  beforeAll(async () => {
    const template = await pgTemplate(adminUrl, true)
    for (let i = 0; i < 2; i++) scratches.push(await createScratchDatabase(adminUrl, template))
    const [primaryUrl, replicaUrl] = scratches.map((s) => s.url)
    const primary = await openDatabase({ databaseUrl: primaryUrl, dataDir: null })
    const replica = await openDatabase({ databaseUrl: replicaUrl, dataDir: null, migrate: false })
    handles.push(primary, replica)
    onlyOnReplica = (await createPart(replica.db, { stock: 5 })).part
    onBoth = (await createPart(primary.db, { stock: 5 })).part
    app = await buildApp({
      config: testAppConfig(),
      db: primary.db,
      readDb: replica.db,
      jobs: createMemoryJobs().queue,
    })
  })
  afterAll(async () => {
    await app?.close()
    for (const handle of handles) await handle.close()
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const scratch of scratches) await scratch.drop()
  })

  it('a part page and search answer from the replica', async () => {
    const page = await app.inject({ url: `/api/parts/${onlyOnReplica.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.json().uuid).toBe(onlyOnReplica.id)
    // The primary's own part is not on the «replica» (a real one would have it a moment later).
    expect((await app.inject({ url: `/api/parts/${onBoth.slug}` })).statusCode).toBe(404)
    const found = await app.inject({
      url: `/api/search?s=${encodeURIComponent(onlyOnReplica.article)}`,
    })
    expect(found.json().items.map((i: { uuid: string }) => i.uuid)).toContain(onlyOnReplica.id)
  })

  it('the cart reads the primary: what a buyer puts there and orders is never a copy behind', async () => {
    const headers = { session: `replica-guest-${process.pid}-session` }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers,
      payload: { product_uuid: onlyOnReplica.id, quantity: 1 },
    })
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers,
      payload: { product_uuid: onBoth.id, quantity: 2 },
    })
    expect(added.statusCode).toBe(200)
    const cart = (await app.inject({ url: '/api/cart', headers })).json()
    expect(cart.cart_products).toMatchObject([{ product_uuid: onBoth.id, quantity: 2 }])
  })
})
