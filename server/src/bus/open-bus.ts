import type pg from 'pg'
import type { Database } from '../db/database.ts'
import { type CatalogueBus, memoryCatalogueBus } from './catalogue-bus.ts'
import { postgresCatalogueBus } from './postgres-bus.ts'
import { redisCatalogueBus } from './redis-bus.ts'

export type { CatalogueBus } from './catalogue-bus.ts'

/** node-postgres's pool behind `db` (PostgreSQL), or null (PGlite has none). */
export function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: { totalCount?: unknown } }).$client
  return client && typeof client.totalCount === 'number' ? (client as unknown as pg.Pool) : null
}

/**
 * The carrier for this process: Redis when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL,
 * else (PGlite: one process) none beyond the process itself.
 */
export function openCatalogueBus(
  { redisUrl }: { redisUrl: string },
  db: Database,
  log: (message: string) => void = () => {},
): CatalogueBus {
  if (redisUrl) return redisCatalogueBus({ url: redisUrl, log })
  const pool = poolOf(db)
  if (pool) return postgresCatalogueBus({ pool, connection: { ...pool.options }, log })
  return memoryCatalogueBus()
}
