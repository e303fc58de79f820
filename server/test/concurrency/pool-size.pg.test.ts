import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../src/config.ts'
import { defaultPoolSize, openDatabase } from '../../src/db/database.ts'
import { rowsOf } from '../../src/db/rows-of.ts'
import { createScratchDatabase } from '../pg-scratch.ts'

/** Backends that answered `statements` statements sent at once, each holding its own a while. */
async function backendsServing(handle: Awaited<ReturnType<typeof openDatabase>>, statements = 8) {
  const pids = await Promise.all(
    Array.from({ length: statements }, () =>
      handle.db
        .execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)
        .then((result) => rowsOf<{ pid: number }>(result)[0]?.pid),
    ),
  )
  return new Set(pids).size
}

/** The pool opens as many connections as it is given (DATABASE_POOL_SIZE), and no more. */
describe('PostgreSQL connection pool size', () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl)
  }, 120_000)
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await scratch?.drop()
  }, 60_000)

  it('runs statements sent at once on at most the configured connections', async () => {
    const poolSize = readConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize
    expect(poolSize).toBe(2)
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, poolSize })
    try {
      expect(await backendsServing(handle)).toBe(2)
    } finally {
      await handle.close()
    }
  }, 60_000)

  it('opens twice the cores, at least four, when not told', async () => {
    expect(readConfig({}).databasePoolSize).toBeUndefined()
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null })
    try {
      const serving = await backendsServing(handle, defaultPoolSize() + 4)
      expect(serving).toBe(defaultPoolSize())
      expect(serving).toBeGreaterThanOrEqual(4)
    } finally {
      await handle.close()
    }
  }, 60_000)

  it('refuses a pool of one, which would deadlock the start-up lock', () => {
    expect(() => readConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => readConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/)
  })
})
