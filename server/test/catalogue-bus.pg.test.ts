import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CatalogueBus, memoryCatalogueBus } from '../src/bus/catalogue-bus.ts'
import { openCatalogueBus, poolOf } from '../src/bus/open-bus.ts'
import { catalogueChannel, postgresCatalogueBus } from '../src/bus/postgres-bus.ts'
import { redisCatalogueBus } from '../src/bus/redis-bus.ts'
import type { ServerConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import {
  type ExchangeApp,
  fixture,
  importUntilDone,
  startSession,
  testExchangeSettings,
  upload,
} from './exchange/exchange-app.ts'
import { testAppConfig } from './helpers.ts'
import { appsOnOneDatabase } from './support/shared-database-apps.ts'
import { waitFor } from './support/wait-for.ts'

type Apps = Awaited<ReturnType<typeof appsOnOneDatabase>>
type App = Apps['apps'][number]

/** A web process's config: the exchange on (its own folder), search answers kept a minute. */
const processConfig = (): ServerConfig =>
  testAppConfig({ exchange: testExchangeSettings(), searchCacheSeconds: 60 })

const article = '51.02511-7115'
const title = 'Поршень двигателя D2066 в сборе'

async function finds(app: App): Promise<boolean> {
  const res = await app.inject({ url: `/api/search?s=${encodeURIComponent(article)}` })
  expect(res.statusCode).toBe(200)
  return (res.json().items as { title: string }[]).some((item) => item.title === title)
}

/** 1C's catalogue exchange of the `full` fixture, all through `app`. */
async function importThrough(app: App) {
  const session = await startSession({ app } as unknown as ExchangeApp)
  await session.call('init')
  await upload(session, 'import.xml', fixture('full/import.xml'))
  await upload(session, 'offers.xml', fixture('full/offers.xml'))
  expect((await importUntilDone(session, 'import.xml')).last).toMatch(/^success/)
  expect((await importUntilDone(session, 'offers.xml')).last).toMatch(/^success/)
}

/**
 * A imports, B (told through `kind`) shows the new part within a second although it kept the
 * old answer for a minute; C, on a bus of its own that nobody tells, still shows the old one.
 */
function importReachesTheOthers(busFor: (index: number, db: Database) => CatalogueBus) {
  let ctx: Apps
  beforeAll(async () => {
    ctx = await appsOnOneDatabase([processConfig(), processConfig(), processConfig()], busFor)
  })
  afterAll(async () => ctx?.close())

  it('an import through one process clears the kept answers of another within 1 s', async () => {
    const [a, b, c] = ctx.apps as [App, App, App]
    expect(await finds(b)).toBe(false)
    expect(await finds(c)).toBe(false)
    await importThrough(a)
    const imported = Date.now()
    expect(await finds(a)).toBe(true)
    await waitFor(async () => ((await finds(b)) ? true : undefined), 'B to forget', 1000)
    expect(Date.now() - imported).toBeLessThan(1000)
    // Without the news C goes on answering from its minute-long copy: what B would have done.
    expect(await finds(c)).toBe(false)
  })
}

describe('the catalogue bus on PostgreSQL LISTEN/NOTIFY', () => {
  importReachesTheOthers((index, db) =>
    index === 2 ? memoryCatalogueBus() : openCatalogueBus({ redisUrl: '' }, db),
  )
})

const redisUrl = process.env.TEST_REDIS_URL
describe.runIf(redisUrl)('the catalogue bus on Redis pub/sub', () => {
  // Test files run at once, and Redis channels are server-wide: this file's own channel.
  const channel = `gruzovik-test:${process.pid}:${Date.now()}`
  importReachesTheOthers((index) =>
    index === 2 ? memoryCatalogueBus() : redisCatalogueBus({ url: redisUrl ?? '', channel }),
  )
})

/** Counts what a bus's listener hears. */
function counting(bus: CatalogueBus) {
  const heard = { count: 0 }
  bus.subscribe(() => {
    heard.count++
  })
  return heard
}

describe('a lost listening connection', () => {
  let ctx: Apps
  beforeAll(async () => {
    ctx = await appsOnOneDatabase([processConfig()])
  })
  afterAll(async () => ctx?.close())

  it('on PostgreSQL: is opened again, everything forgotten once, and hears again', async () => {
    const db = ctx.handles[0]?.db
    const pool = db && poolOf(db)
    if (!pool) throw new Error('no pool')
    const log: string[] = []
    const listening = postgresCatalogueBus({
      pool,
      connection: { ...pool.options },
      channel: `${catalogueChannel}_cut`,
      log: (line) => log.push(line),
    })
    const telling = postgresCatalogueBus({
      pool,
      connection: { ...pool.options },
      channel: `${catalogueChannel}_cut`,
    })
    const heard = counting(listening)
    expect(listening.listening()).toBe(false)
    await listening.start()
    try {
      // What readiness asks (health.ts): the listening connection is open.
      expect(listening.listening()).toBe(true)
      await telling.publish()
      await waitFor(() => (heard.count === 1 ? true : undefined), 'the first message')
      const admin = new pg.Client({ connectionString: ctx.url })
      await admin.connect()
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      )
      await admin.end()
      expect(cut.rowCount).toBeGreaterThan(0)
      // Back within the first waits (0.2 s, 0.4 s…): one «forget everything» for what was missed.
      await waitFor(() => (heard.count === 2 ? true : undefined), 'the reconnection', 5000)
      expect(log.join('\n')).toMatch(/listening again/)
      await telling.publish()
      await waitFor(() => (heard.count === 3 ? true : undefined), 'a message after it')
      expect(listening.listening()).toBe(true)
    } finally {
      await listening.close()
      await telling.close()
    }
    expect(listening.listening()).toBe(false)
  })

  it.runIf(redisUrl)(
    'on Redis: subscribes again, everything forgotten once, and hears again',
    async () => {
      const url = redisUrl ?? ''
      const channel = `gruzovik-test-cut:${process.pid}:${Date.now()}`
      const listening = redisCatalogueBus({ url, channel })
      const telling = redisCatalogueBus({ url, channel })
      const heard = counting(listening)
      await listening.start()
      const admin = new Redis(url)
      try {
        await telling.publish()
        await waitFor(() => (heard.count === 1 ? true : undefined), 'the first message')
        // Only this test's subscriber, named after its channel (redis-bus.ts).
        const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string
        const ours = clients
          .split('\n')
          .filter((line) => line.includes(`name=catalogue-bus-listener:${channel} `))
          .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        expect(ours).toHaveLength(1)
        await admin.client('KILL', 'ID', ours[0] ?? '')
        await waitFor(() => (heard.count === 2 ? true : undefined), 'the resubscription', 5000)
        await telling.publish()
        await waitFor(() => (heard.count === 3 ? true : undefined), 'a message after it')
        expect(listening.listening()).toBe(true)
      } finally {
        admin.disconnect()
        await listening.close()
        await telling.close()
      }
      expect(listening.listening()).toBe(false)
    },
  )
})
