import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueBus } from '../src/bus/catalogue-bus.ts'
import type { Database } from '../src/db/database.ts'
import { createLifecycle, registerHealth } from '../src/http/health.ts'
import { createTestApp } from './helpers.ts'

describe('health endpoints for a load balancer', () => {
  const lifecycle = createLifecycle()
  let ctx: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, lifecycle })
  }, 60_000)
  afterAll(async () => ctx?.close())

  it('live answers 200 while the process runs, and nobody keeps the answer', async () => {
    const res = await ctx.app.inject({ url: '/health/live' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ live: true })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ url: '/health/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('ready answers 503 naming a migration the database lacks, and 200 once it is back', async () => {
    const last = await ctx.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )
    const row = (last as unknown as { rows: { id: number; hash: string; created_at: string }[] })
      .rows[0]
    if (!row) throw new Error('no migration recorded')
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`)
    try {
      const res = await ctx.app.inject({ url: '/health/ready' })
      expect(res.statusCode).toBe(503)
      const body = res.json()
      expect(body.ready).toBe(false)
      expect(body.checks.database).toBe('ok')
      expect(body.checks.migrations).toMatch(/^не применены миграции: \d{4}_\w+$/)
      expect(body.message).toMatch(/^Сервер не готов: не применены миграции/)
    } finally {
      await ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      )
    }
    expect((await ctx.app.inject({ url: '/health/ready' })).statusCode).toBe(200)
  })

  it('ready answers 503 once the process drains, while live still answers', async () => {
    lifecycle.draining = true
    try {
      const res = await ctx.app.inject({ url: '/health/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        ready: false,
        checks: { draining: 'процесс останавливается', database: 'ok' },
      })
      expect((await ctx.app.inject({ url: '/health/live' })).statusCode).toBe(200)
    } finally {
      lifecycle.draining = false
    }
  })

  it('neither is part of the API: no rate limit counts them', async () => {
    const limited = await createTestApp({
      seed: false,
      config: { rateLimits: { auth: 1, orders: 1, passport: 1, api: 1 } },
    })
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => limited.app.inject({ url: '/health/ready' })),
      )
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200])
    } finally {
      await limited.close()
    }
  }, 60_000)
})

describe('readiness with Redis configured', () => {
  it('answers 503 naming Redis when it does not answer', async () => {
    // Nothing listens on port 1: the client's connection is refused.
    const ctx = await createTestApp({ seed: false, config: { redisUrl: 'redis://127.0.0.1:1' } })
    try {
      const res = await ctx.app.inject({ url: '/health/ready' })
      expect(res.statusCode).toBe(503)
      const body = res.json()
      expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok' })
      expect(body.checks.redis).toMatch(/^Redis недоступен/)
    } finally {
      await ctx.close()
    }
  }, 60_000)
})

describe('readiness with a read replica and a catalogue bus', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  }, 60_000)
  afterAll(async () => ctx?.close())

  /** The health routes alone, on the test app's database, with the replica and bus given. */
  async function readyWith(readDb: Database, bus: Pick<CatalogueBus, 'kind' | 'listening'>) {
    const app = Fastify()
    registerHealth(app, { db: ctx.db, redis: null, lifecycle: createLifecycle(), readDb, bus })
    try {
      const res = await app.inject({ url: '/health/ready' })
      return { status: res.statusCode, body: res.json() }
    } finally {
      await app.close()
    }
  }
  const downReplica = {
    execute: async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.2:5432')
    },
  } as unknown as Database

  it('is ready when the replica answers and the bus listens', async () => {
    // Another handle than the primary's (a replica is another database; here, the same one).
    const replica = { execute: (query: never) => ctx.db.execute(query) } as unknown as Database
    const ready = await readyWith(replica, { kind: 'postgres', listening: () => true })
    expect(ready).toEqual({
      status: 200,
      body: {
        ready: true,
        checks: { database: 'ok', migrations: 'ok', replica: 'ok', bus: 'ok' },
      },
    })
  })

  it('answers 503 naming the replica when it does not answer', async () => {
    const { status, body } = await readyWith(downReplica, { kind: 'memory', listening: () => true })
    expect(status).toBe(503)
    expect(body.checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      replica: 'реплика для чтения недоступна: connect ECONNREFUSED 10.0.0.2:5432',
    })
    expect(body.message).toMatch(/^Сервер не готов: реплика для чтения недоступна/)
  })

  it('answers 503 naming the bus while its Redis or LISTEN connection is lost', async () => {
    for (const [kind, name] of [
      ['redis', 'Redis'],
      ['postgres', 'PostgreSQL LISTEN'],
    ] as const) {
      const { status, body } = await readyWith(ctx.db, { kind, listening: () => false })
      expect(status).toBe(503)
      expect(body.checks.bus).toBe(`шина каталога (${name}) не слушает`)
    }
  })
})

describe('readiness under load', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  }, 60_000)
  afterAll(async () => ctx?.close())

  /** A database whose queries wait for a free connection: they never come back in time. */
  const queued = { execute: () => new Promise(() => {}) } as unknown as Database
  const refused = {
    execute: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    },
  } as unknown as Database

  async function readyWith(db: Database, activity: { answeredAt: number; waiting: number }) {
    const app = Fastify()
    const clock = 1_000_000
    registerHealth(app, {
      db,
      redis: null,
      lifecycle: createLifecycle(),
      activity: { answeredAt: () => activity.answeredAt, waiting: () => activity.waiting },
      now: () => clock,
    })
    try {
      // The migrations are looked at once while the database answers, as at the start.
      const first = await app.inject({ url: '/health/ready' })
      return { first, app }
    } catch (error) {
      await app.close()
      throw error
    }
  }

  it('a busy pool that answers lately is ready, its queries queued or not, without waiting', async () => {
    const activity = { answeredAt: 0, waiting: 0 }
    const db = { execute: (query: never) => current.execute(query) } as unknown as Database
    let current: Database = ctx.db
    const { first, app } = await readyWith(db, activity)
    try {
      expect(first.statusCode).toBe(200)
      current = queued
      activity.answeredAt = 1_000_000 - 1_000
      activity.waiting = 12
      const started = Date.now()
      const busy = await app.inject({ url: '/health/ready' })
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(busy.statusCode).toBe(200)
      expect(busy.json().checks).toEqual({ database: 'ok', migrations: 'ok' })
      // No query waits now, yet the check's own does not come back: the pool answered lately.
      activity.waiting = 0
      const slow = await app.inject({ url: '/health/ready' })
      expect(slow.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  }, 20_000)

  it('is not ready when the database refuses, whatever the pool did lately', async () => {
    const activity = { answeredAt: 1_000_000 - 1_000, waiting: 0 }
    const { first, app } = await readyWith(refused, activity)
    await app.close()
    expect(first.statusCode).toBe(503)
    expect(first.json().checks.database).toBe(
      'база данных недоступна: connect ECONNREFUSED 127.0.0.1:5432',
    )
  })

  it('is not ready when the database has not answered anyone for a while and the check times out', async () => {
    const activity = { answeredAt: 1_000_000 - 60_000, waiting: 4 }
    const { first, app } = await readyWith(queued, activity)
    await app.close()
    expect(first.statusCode).toBe(503)
    expect(first.json().checks.database).toBe(
      'база данных недоступна: база данных: нет ответа за 2000 мс',
    )
  }, 20_000)
})
