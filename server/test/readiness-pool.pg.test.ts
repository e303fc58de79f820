import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityOf, type DatabaseHandle, openDatabase } from '../src/db/database.ts'
import { createLifecycle, registerHealth } from '../src/http/health.ts'

/** Readiness on a real pool: every connection busy, the database still answers. */
describe('readiness while every connection of the pool is busy', () => {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 })
  }, 60_000)
  afterAll(async () => handle?.close())

  it('counts the pool answering lately, and says not ready once nothing went through for a while', async () => {
    const activity = activityOf(handle.db)
    if (!activity) throw new Error('a PostgreSQL pool tells its activity')
    await handle.db.execute(sql`SELECT 1`)
    expect(Date.now() - activity.answeredAt()).toBeLessThan(1_000)
    let clock = Date.now()
    const app = Fastify()
    registerHealth(app, {
      db: handle.db,
      redis: null,
      lifecycle: createLifecycle(),
      now: () => clock,
    })
    try {
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200)
      // Both connections held for 3 s, more queries waiting behind them, as under load.
      // (A drizzle query runs when awaited: Promise.all starts them.)
      const held = Promise.all([1, 2, 3, 4].map(() => handle.db.execute(sql`SELECT pg_sleep(3)`)))
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(activity.waiting()).toBeGreaterThan(0)
      const started = Date.now()
      const busy = await app.inject({ url: '/health/ready' })
      expect(busy.statusCode).toBe(200)
      expect(Date.now() - started).toBeLessThan(1_000)
      // Nothing went through for longer than counts: the check's own query decides, and it
      // waits past its 2 s behind the pool.
      clock += 60_000
      const stale = await app.inject({ url: '/health/ready' })
      expect(stale.statusCode).toBe(503)
      expect(stale.json().checks.database).toMatch(/нет ответа за 2000 мс/)
      await held
    } finally {
      await app.close()
    }
  }, 30_000)
})
