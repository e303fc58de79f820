import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, type ServerConfig } from '../../src/config.ts'
import type { DatabaseHandle } from '../../src/db/database.ts'
import { orders, parts } from '../../src/db/schema/index.ts'
import { createCustomer, createPart } from '../commerce-fixtures.ts'
import { findInconsistencies } from '../support/db-invariants.ts'
import { startReplicas } from '../support/pg-replicas.ts'
import { mintToken } from '../support/seeded-fixtures.ts'

/** Two app instances (two pools) on one PostgreSQL database, as two replicas would be. */
describe('two app instances on one PostgreSQL change one cart', () => {
  let replicas: Awaited<ReturnType<typeof startReplicas>>
  let handles: DatabaseHandle[] = []
  let apps: Awaited<ReturnType<typeof startReplicas>>['apps'] = []

  beforeAll(async () => {
    const base = readConfig({})
    const config: ServerConfig = {
      ...base,
      distDir: path.join(os.tmpdir(), 'gruzovik-no-dist'),
      // Card orders need a way to pay (the development bank); bursts from one address are the
      // point here, so no abuse limits.
      appEnv: 'development',
      smsLimits: { perPhonePerDay: 0, perIpPerHour: 0, perHour: 0 },
      rateLimits: { auth: 0, orders: 0, passport: 0, api: 0 },
      sms: {
        ...base.sms,
        outboxFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-2a-')), 'out.jsonl'),
      },
    }
    replicas = await startReplicas(config)
    ;({ handles, apps } = replicas)
  }, 120_000)
  afterAll(() => replicas?.close(), 60_000)

  const db = () => {
    const handle = handles[0]
    if (!handle) throw new Error('no database')
    return handle.db
  }
  const app = (i: number) => {
    const found = apps[i % 2]
    if (!found) throw new Error('no app')
    return found
  }
  const call = (
    i: number,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
  ) =>
    app(i).inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })

  async function twoSessions() {
    const who = await createCustomer(db())
    return { ...who, tokens: [who.token, await mintToken(db(), who.customer.id)] as const }
  }

  it('adds of one part split across both instances all count', async () => {
    const s = await twoSessions()
    const { part } = await createPart(db(), { stock: 100 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i, 'POST', '/api/cart/items', s.tokens[i % 2] ?? '', {
          product_uuid: part.id,
          quantity: 1,
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
    const cart = (await call(1, 'GET', '/api/cart', s.token)).json()
    expect(cart.cart_products).toEqual([
      expect.objectContaining({ product_uuid: part.id, quantity: 20 }),
    ])
  })

  it('adds racing past the stock across both instances stop at the stock', async () => {
    const s = await twoSessions()
    const { part } = await createPart(db(), { stock: 4 })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i, 'POST', '/api/cart/items', s.tokens[i % 2] ?? '', {
          product_uuid: part.id,
          quantity: 1,
        }),
      ),
    )
    const accepted = answers.filter((a) => a.statusCode === 200).length
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true)
    expect(accepted).toBe(4)
  })

  it('a double click split across both instances makes one order and takes the stock once', async () => {
    const s = await twoSessions()
    const { part } = await createPart(db(), { stock: 9 })
    await call(0, 'POST', '/api/cart/items', s.token, { product_uuid: part.id, quantity: 2 })
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => call(i, 'POST', '/api/orders/fast', s.tokens[i] ?? '', {})),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1)
    expect(
      await db().select().from(orders).where(eq(orders.customerId, s.customer.id)),
    ).toHaveLength(1)
    const [row] = await db()
      .select({ stock: parts.totalStock })
      .from(parts)
      .where(eq(parts.id, part.id))
    expect(row?.stock).toBe(7)
  })

  it('one idempotency key on both instances at once makes one order', async () => {
    const s = await twoSessions()
    const { part } = await createPart(db(), { stock: 9 })
    await call(1, 'POST', '/api/cart/items', s.token, { product_uuid: part.id, quantity: 1 })
    const body = {
      idempotency_key: randomUUID(),
      delivery: { type: 'pickup', branch: 'krd' },
      payment_method: 'card',
    }
    const answers = await Promise.all(
      [0, 1].map((i) => call(i, 'POST', '/api/orders', s.tokens[i] ?? '', body)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201])
    expect(
      await db().select().from(orders).where(eq(orders.customerId, s.customer.id)),
    ).toHaveLength(1)
  })

  it('leaves the database consistent', async () => {
    expect(await findInconsistencies(db())).toEqual({})
  })
})
