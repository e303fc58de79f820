import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from './migrations.ts'
import { lockDataDir } from './pglite-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** One type for both drivers: repositories never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /**
   * Runs `work` while holding a database-wide lock, so several server processes starting on
   * one PostgreSQL migrate and seed one at a time (PGlite has a single process anyway).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  /**
   * Applies the migrations this build carries that the database lacks, under the start-up lock
   * on PostgreSQL: processes migrating at once apply each migration once (drizzle's migrator
   * runs them in one transaction and skips those recorded).
   */
  migrate(): Promise<void>
  close(): Promise<void>
}

/** Arbitrary constant naming the startup advisory lock. */
const startupLockKey = 740_416_001

/** Extensions the migrations rely on (trigram indexes on article numbers). */
const preMigrationSql = 'CREATE EXTENSION IF NOT EXISTS pg_trgm'

/**
 * Planner settings of every session: the catalogue is read from memory, where a page fetched
 * through an index costs about what one read in sequence does (the default 4 made the planner
 * scan all of part_search rather than follow the search index for a few thousand matches);
 * short statements under concurrency gain nothing from JIT compiling or parallel workers,
 * which at a million parts would start for one query and stall the nine others.
 * (`plan_cache_mode` stays `auto`: forcing generic plans reaches unnamed statements with
 * parameters too, and the search page's needs the words' statistics.)
 */
const sessionSettings = {
  random_page_cost: '1.1',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
}
const sessionOptions = Object.entries(sessionSettings)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ')

/**
 * How many connections the server opens to PostgreSQL at most, unless DATABASE_POOL_SIZE says:
 * twice the machine's cores, at least 4. Each connection is a backend process; more of them
 * than cores to run them only share the cores, and every statement waits its turn among them
 * instead of in the pool's queue. With ten on two cores, suggest's p95 under ten shoppers was
 * 21–28 ms, with three or four 16–17 ms at the same throughput
 * (docs/performance/2026-11-28.md, «Suggest under load»). Two at least: the start-up lock
 * holds one while the migrations run on another.
 */
export const defaultPoolSize = () => Math.max(4, 2 * os.availableParallelism())

/**
 * How a PostgreSQL pool is doing, for readiness (http/health.ts): under load a check's own query
 * waits its turn behind the pool's, and a busy pool is not a database gone.
 */
export interface DatabaseActivity {
  /** When a query of the pool last went through (epoch ms; 0: none yet). */
  answeredAt(): number
  /** Queries waiting for a free connection of the pool now. */
  waiting(): number
}

const activities = new WeakMap<Database, DatabaseActivity>()

/** The pool's activity behind `db` (PostgreSQL); none for PGlite, whose queries do not queue behind a pool. */
export const activityOf = (db: Database): DatabaseActivity | undefined => activities.get(db)

/** `dataDir: null` gives an in-memory PGlite, used by tests. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string | null
  poolSize?: number | undefined
  /** PGlite only: start from this dump of a data directory (tests' migrated, seeded template). */
  loadDataDir?: Blob | undefined
  /** Apply new migrations on opening (default); false leaves that to `migrate()` or another process. */
  migrate?: boolean
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Math.max(2, options.poolSize ?? defaultPoolSize()),
      options: sessionOptions,
    })
    const db = drizzlePg(pool, { schema })
    let answeredAt = 0
    // Released without an error: a query of the pool's went through, the database answers.
    pool.on('release', (error) => {
      if (!error) answeredAt = Date.now()
    })
    activities.set(db as unknown as Database, {
      answeredAt: () => answeredAt,
      waiting: () => pool.waitingCount,
    })
    const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [startupLockKey])
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => {})
        client.release()
      }
    }
    const migrate = () =>
      withStartupLock(async () => {
        await pool.query(preMigrationSql)
        await migratePg(db, { migrationsFolder })
      })
    if (options.migrate !== false) await migrate()
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      withStartupLock,
      migrate,
      close: () => pool.end(),
    }
  }
  let dataPath: string | undefined
  // Held before PGlite reads a byte: a second process is refused, never let near the data.
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pglite')
    fs.mkdirSync(dataPath, { recursive: true })
  }
  let client: PGlite
  try {
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    })
  } catch (error) {
    release()
    throw error
  }
  await client.exec(`SET random_page_cost = ${sessionSettings.random_page_cost}`)
  const db = drizzlePglite(client, { schema })
  const migrate = async () => {
    await client.exec(preMigrationSql)
    await migratePglite(db, { migrationsFolder })
  }
  if (options.migrate !== false) await migrate()
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    withStartupLock: (work) => work(),
    migrate,
    close: async () => {
      await client.close()
      release()
    },
  }
}
