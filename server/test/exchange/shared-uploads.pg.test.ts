import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeImports, exchangeUploadChunks } from '../../src/db/schema/index.ts'
import { testAppConfig } from '../helpers.ts'
import { appsOnOneDatabase } from '../support/shared-database-apps.ts'
import {
  type ExchangeApp,
  fixture,
  importUntilDone,
  startSession,
  testExchangeSettings,
  upload,
} from './exchange-app.ts'

type Apps = Awaited<ReturnType<typeof appsOnOneDatabase>>
type App = Apps['apps'][number]

/** 1C's session cookie, used against another process than the one that handed it out. */
function sessionOn(app: App, cookie: string) {
  return (mode: string, query = '') =>
    app.inject({ url: `/1c_exchange?type=catalog&mode=${mode}${query}`, headers: { cookie } })
}

/**
 * Two web processes on one PostgreSQL, each with its own exchange folder: 1C uploads to one
 * and asks the other to import, as a balancer may send its calls.
 */
describe('1C uploads any web process can import', () => {
  let ctx: Apps
  let a: App
  let b: App
  beforeAll(async () => {
    const config = () => testAppConfig({ exchange: testExchangeSettings() })
    ctx = await appsOnOneDatabase([config(), config()])
    ;[a, b] = ctx.apps as [App, App]
  })
  afterAll(async () => ctx?.close())

  it('a zip uploaded through A in pieces is imported through B, then its second file through A', async () => {
    const session = await startSession({ app: a } as unknown as ExchangeApp)
    await session.call('init')
    // Small requests, as 1C splits a file by file_limit: appended in order in the database.
    await upload(session, 'exchange.zip', fixture('exchange.zip'), 700)
    const onB = sessionOn(b, session.cookie)
    let answer = ''
    for (let i = 0; i < 500 && answer !== 'success'; i++) {
      answer = (await onB('import', '&filename=import.xml')).body
      if (answer === 'progress') await new Promise((resolve) => setTimeout(resolve, 20))
      else expect(answer).toBe('success')
    }
    expect(answer).toBe('success')
    expect((await importUntilDone(session, 'offers.xml')).last).toBe('success')
    const part = await b.inject({ url: `/api/search?s=${encodeURIComponent('51.02511-7115')}` })
    expect(part.json().items.map((i: { title: string }) => i.title)).toContain(
      'Поршень двигателя D2066 в сборе',
    )
    // The zip's picture, imported by B's job into the database, is served by A as well (the
    // folders of the two are apart, as on two machines).
    for (const app of [a, b]) {
      const picture = await app.inject({ url: '/1c_images/import_files/b7/b7f0d2a4-0001.png' })
      expect(picture.statusCode).toBe(200)
      expect(picture.headers['content-type']).toBe('image/png')
    }
    const db = ctx.handles[0]?.db
    if (!db) throw new Error('no database')
    // The zip stays for the files it holds until the next init or the retention cleanup.
    const left = await db
      .selectDistinct({ filename: exchangeUploadChunks.filename })
      .from(exchangeUploadChunks)
    expect(left.map((r) => r.filename)).toEqual(['exchange.zip'])
    await session.call('init')
    expect(await db.select().from(exchangeUploadChunks)).toEqual([])
  })

  it('an import another process is running (its heartbeat fresh) is polled, not started twice', async () => {
    const session = await startSession({ app: a } as unknown as ExchangeApp)
    await session.call('init')
    await upload(session, 'import.xml', fixture('full/import.xml'))
    const sessionId = session.cookie.split('=')[1] ?? ''
    const db = ctx.handles[0]?.db
    if (!db) throw new Error('no database')
    const row = and(
      eq(exchangeImports.sessionId, sessionId),
      eq(exchangeImports.filename, 'import.xml'),
    )
    // A running import of another process that beat a moment ago.
    await db.insert(exchangeImports).values({
      sessionId,
      filename: 'import.xml',
      status: 'running',
      startedAt: sql`now() - interval '1 minute'`,
      heartbeatAt: sql`now()`,
    })
    const onB = sessionOn(b, session.cookie)
    expect((await onB('import', '&filename=import.xml')).body).toBe('progress')
    const [still] = await db.select().from(exchangeImports).where(row)
    expect(still?.status).toBe('running')
    expect(still?.processed).toBe(0)
    // Its process died: the beat stopped half a minute ago or more. The next poll takes it over.
    await db
      .update(exchangeImports)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(row)
    let answer = ''
    for (let i = 0; i < 500 && answer !== 'success'; i++) {
      answer = (await onB('import', '&filename=import.xml')).body
      if (answer === 'progress') await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(answer).toBe('success')
  })
})
