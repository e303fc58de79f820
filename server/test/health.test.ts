import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLifecycle } from '../src/http/health.ts'
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
