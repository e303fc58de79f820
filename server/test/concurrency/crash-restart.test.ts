import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/database.ts'
import { createScratchDatabase } from '../pg-scratch.ts'
import { findInconsistencies } from '../support/db-invariants.ts'
import { seededCustomerPhone } from '../support/seeded-fixtures.ts'
import {
  api,
  loginThroughOutbox,
  type ServerProcess,
  startServer,
  stopServer,
} from '../support/server-process.ts'

interface PartRow {
  uuid: string
  total_stock: number
}
interface OrderAnswer {
  number: string
  cost: number
  items: { product_uuid: string; quantity: number; total: number }[]
}
interface OrderPage {
  items: { number: string }[]
  pagination: { last_page: number }
}

const burstLimitMs = 20_000
const workers = 3

/**
 * The server is SIGKILLed in the middle of a burst of orders (three clients each adding a part
 * and ordering in a loop), then started again on the same storage: every order it confirmed is
 * there with its lines, every order has lines summing to its cost, and every part whose add it
 * confirmed is in the cart or in an order.
 */
describe('a server killed during a burst of orders', () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  const outboxFile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-kill-')),
    'sms.jsonl',
  )
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-kill-data-'))
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null
  let server: ServerProcess | null = null

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL')
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('loses no confirmed order or cart line and leaves no order half-written', async () => {
    scratch = adminUrl ? await createScratchDatabase(adminUrl) : null
    const storage = scratch ? { databaseUrl: scratch.url } : { dataDir }
    server = await startServer({ ...storage, outboxFile })
    const auth = await loginThroughOutbox(server.base, outboxFile, `+${seededCustomerPhone}`)
    const listing = await api<{ items: PartRow[] }>(
      server.base,
      'GET',
      '/api/catalog?in_stock=true&per_page=100',
    )
    const stocked = listing.body.items.filter((p) => p.total_stock >= 1)
    expect(stocked.length).toBeGreaterThanOrEqual(workers * 4)
    // Clear what the demo seed put in this customer's cart: every later line is one we added.
    expect((await api(server.base, 'DELETE', '/api/cart', auth)).status).toBe(200)

    const confirmedAdds = new Set<string>()
    const confirmedOrders = new Map<string, number>()
    let killed = false
    /** Requests cut by the kill: proof it landed mid-burst, not after it. */
    let dropped = 0
    const base = server.base
    const started = Date.now()
    const worker = async (index: number) => {
      const mine = stocked.filter((_, i) => i % workers === index)
      for (const part of mine) {
        if (killed || Date.now() - started > burstLimitMs) return
        const add = await api(base, 'POST', '/api/cart/items', auth, {
          product_uuid: part.uuid,
          quantity: 1,
        })
        if (add.status === 200) confirmedAdds.add(part.uuid)
        if (add.status === 0) dropped++
        const order = await api<OrderAnswer>(base, 'POST', '/api/orders', auth, {
          idempotency_key: randomUUID(),
          delivery: { type: 'pickup', branch: 'spb' },
          payment_method: 'card',
          comment: `burst ${index}`,
        })
        if (order.status === 201 || order.status === 200) {
          confirmedOrders.set(order.body.number, order.body.cost)
        }
        if (order.status === 0) dropped++
      }
    }
    const burst = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)))
    // Kill once the burst is well under way: a few orders confirmed (bounded by time too).
    while (confirmedOrders.size < 3 && Date.now() - started < burstLimitMs) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    killed = true
    await stopServer(server, 'SIGKILL')
    await burst
    expect(confirmedOrders.size).toBeGreaterThanOrEqual(1)
    expect(dropped).toBeGreaterThanOrEqual(1)

    server = await startServer({ ...storage, outboxFile })
    const after = server.base
    const numbers: string[] = []
    for (let page = 1, last = 1; page <= last && page <= 20; page++) {
      const list = await api<OrderPage>(
        after,
        'GET',
        `/api/account/orders?page=${page}&per_page=100`,
        auth,
      )
      expect(list.status).toBe(200)
      numbers.push(...list.body.items.map((o) => o.number))
      last = list.body.pagination.last_page
    }
    for (const number of confirmedOrders.keys()) expect(numbers).toContain(number)

    const ordered = new Set<string>()
    for (const number of numbers) {
      const order = await api<OrderAnswer>(after, 'GET', `/api/orders/${number}`, auth)
      expect(order.status).toBe(200)
      expect(order.body.items.length).toBeGreaterThanOrEqual(1)
      expect(order.body.cost).toBe(order.body.items.reduce((sum, item) => sum + item.total, 0))
      const confirmedCost = confirmedOrders.get(number)
      if (confirmedCost !== undefined) expect(order.body.cost).toBe(confirmedCost)
      for (const item of order.body.items) ordered.add(item.product_uuid)
    }
    const cart = await api<{ cart_products: { product_uuid: string }[] }>(
      after,
      'GET',
      '/api/cart',
      auth,
    )
    const inCart = new Set(cart.body.cart_products.map((p) => p.product_uuid))
    const lost = [...confirmedAdds].filter((id) => !inCart.has(id) && !ordered.has(id))
    expect(lost).toEqual([])

    await stopServer(server)
    server = null
    const database = await openDatabase(
      scratch ? { databaseUrl: scratch.url, dataDir: null } : { databaseUrl: undefined, dataDir },
    )
    try {
      expect(await findInconsistencies(database.db)).toEqual({})
    } finally {
      await database.close()
    }
  }, 300_000)
})
