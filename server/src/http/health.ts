import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { CatalogueBus } from '../bus/catalogue-bus.ts'
import { activityOf, type Database, type DatabaseActivity } from '../db/database.ts'
import { pendingMigrations } from '../db/migrations.ts'

/**
 * What the process tells its load balancer about itself. `draining` turns true when the
 * process was asked to stop (serve.ts): readiness answers 503 from then on, so the balancer
 * sends its traffic elsewhere while the requests in flight finish.
 */
export interface Lifecycle {
  draining: boolean
}

export const createLifecycle = (): Lifecycle => ({ draining: false })

/** The paths a balancer polls; they are not the API (no OpenAPI, no rate limit, no log line). */
export const healthPaths = new Set(['/health/live', '/health/ready'])
export const isHealthProbe = (url: string) => healthPaths.has(url.split('?')[0] ?? '')

/** A check that does not answer within this is not ready: a balancer's own probe waits ~2–5 s. */
const checkMs = 2_000

type Check = 'database' | 'migrations' | 'replica' | 'bus' | 'redis' | 'draining'

export interface Readiness {
  ready: boolean
  /** Each check: `ok`, or why not, in Russian (the operator reads it). */
  checks: Partial<Record<Check, string>>
  message?: string
}

/** A check that got no answer in time (as against one refused: the database is gone). */
class NoAnswer extends Error {}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what}: нет ответа за ${checkMs} мс`)), checkMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * A query of the pool that went through this recently proves the database answers: under load
 * the check's own query waits behind the pool's (seconds on a starved process), and a balancer
 * that took that for «not ready» dropped busy but healthy processes and answered 503.
 */
const recentMs = 5_000

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * `GET /health/live`: the process answers (a balancer restarts one that does not).
 * `GET /health/ready`: 200 only when the database answers (a query of the pool's that went
 * through in the last few seconds counts: a busy pool is not a database gone), its schema
 * carries every migration of this build, the read replica (DATABASE_READ_URL) answers, the catalogue bus listens (its
 * Redis or LISTEN connection is open: else this process would keep stale answers) and, with
 * REDIS_URL, Redis answers; else 503 naming what is not ready. 503 too
 * once the process drains. Neither is cached by anyone.
 */
export function registerHealth(
  app: FastifyInstance,
  options: {
    db: Database
    redis: Redis | null
    lifecycle: Lifecycle
    /** The read replica's database (DATABASE_READ_URL), when there is one. */
    readDb?: Database | undefined
    bus?: Pick<CatalogueBus, 'kind' | 'listening'> | undefined
    /** The primary pool's activity (database.ts gives it for PostgreSQL; tests give their own). */
    activity?: DatabaseActivity | undefined
    now?: () => number
  },
) {
  const { db, redis, lifecycle, readDb, bus } = options
  let lastReady = true

  const activity = options.activity ?? activityOf(db)
  const now = options.now ?? Date.now
  // The last answer about migrations, given again while the pool is too busy to ask.
  let migrations: string | null = null
  const answeredLately = (pool: DatabaseActivity | undefined) =>
    pool !== undefined && now() - pool.answeredAt() < recentMs

  /** Asks the database; a check that queues behind a pool that answers lately counts as answered. */
  async function ask<T>(
    pool: DatabaseActivity | undefined,
    work: () => Promise<T>,
    what: string,
  ): Promise<T | 'busy'> {
    if (pool && pool.waiting() > 0 && answeredLately(pool)) return 'busy'
    try {
      return await withTimeout(work(), what)
    } catch (error) {
      if (error instanceof NoAnswer && answeredLately(pool)) return 'busy'
      throw error
    }
  }

  async function readiness(): Promise<Readiness> {
    const checks: Readiness['checks'] = {}
    if (lifecycle.draining) checks.draining = 'процесс останавливается'
    try {
      await ask(activity, () => db.execute(sql`SELECT 1`), 'база данных')
      checks.database = 'ok'
      const pending = await ask(activity, () => pendingMigrations(db), 'миграции')
      if (pending !== 'busy') {
        migrations = pending.length ? `не применены миграции: ${pending.join(', ')}` : 'ok'
      }
      checks.migrations = migrations ?? 'миграции не проверены: пул соединений занят'
    } catch (error) {
      checks.database = `база данных недоступна: ${reasonOf(error)}`
    }
    if (readDb && readDb !== db) {
      try {
        await ask(activityOf(readDb), () => readDb.execute(sql`SELECT 1`), 'реплика')
        checks.replica = 'ok'
      } catch (error) {
        checks.replica = `реплика для чтения недоступна: ${reasonOf(error)}`
      }
    }
    if (bus && bus.kind !== 'memory') {
      checks.bus = bus.listening()
        ? 'ok'
        : `шина каталога (${bus.kind === 'redis' ? 'Redis' : 'PostgreSQL LISTEN'}) не слушает`
    }
    if (redis) {
      try {
        await withTimeout(redis.ping(), 'Redis')
        checks.redis = 'ok'
      } catch (error) {
        checks.redis = `Redis недоступен: ${reasonOf(error)}`
      }
    }
    const failing = Object.entries(checks).filter(([, state]) => state !== 'ok')
    if (failing.length === 0) return { ready: true, checks }
    return {
      ready: false,
      checks,
      message: `Сервер не готов: ${failing.map(([, state]) => state).join('; ')}`,
    }
  }

  app.get('/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ live: true }),
  )
  app.get('/health/ready', async (request, reply) => {
    const state = await readiness()
    // A probe every few seconds: a line when readiness changes, not one per probe.
    if (state.ready !== lastReady) {
      if (state.ready) request.log.info('Ready again')
      else request.log.warn({ checks: state.checks }, state.message)
      lastReady = state.ready
    }
    return reply
      .code(state.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(state)
  })
}
