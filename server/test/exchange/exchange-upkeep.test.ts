import fs from 'node:fs'
import path from 'node:path'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  exchangeImports,
  exchangeLog,
  exchangeSessions,
  exchangeUploadChunks,
} from '../../src/db/schema/index.ts'
import { createServices } from '../../src/modules/registry.ts'
import {
  basic,
  createExchangeApp,
  type ExchangeApp,
  fixture,
  importUntilDone,
  startSession,
  upload,
} from './exchange-app.ts'

const idOf = (cookie: string) => cookie.split('=')[1] ?? ''

/** The files a session has in the database (exchange_upload_chunks), by name. */
async function uploadedFiles(ctx: ExchangeApp, sessionId: string) {
  const rows = await ctx.db
    .selectDistinct({ filename: exchangeUploadChunks.filename })
    .from(exchangeUploadChunks)
    .where(eq(exchangeUploadChunks.sessionId, sessionId))
  return rows.map((r) => r.filename)
}

describe('1C exchange upkeep: stale sessions and the operator log', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({ EXCHANGE_SESSION_TTL_HOURS: '24' }, { seed: false })
  })
  afterAll(() => ctx.close())

  it('the periodic cleanup drops sessions 1C never came back to, with their files and imports', async () => {
    const stale = await startSession(ctx)
    await stale.call('init')
    await upload(stale, 'import.xml', fixture('full/import.xml').subarray(0, 500))
    const staleId = idOf(stale.cookie)
    await ctx.db
      .insert(exchangeImports)
      .values({ sessionId: staleId, filename: 'import.xml', status: 'running' })
    await ctx.db
      .update(exchangeSessions)
      .set({ lastSeenAt: sql`now() - interval '30 hours'` })
      .where(eq(exchangeSessions.id, staleId))
    const fresh = await startSession(ctx)
    await fresh.call('init')
    await upload(fresh, 'import.xml', fixture('full/import.xml'))
    // A file uploaded long ago and never imported, in a session 1C still calls: past retention.
    await upload(fresh, 'forgotten.xml', Buffer.from('<КоммерческаяИнформация/>'))
    await ctx.db
      .update(exchangeUploadChunks)
      .set({ receivedAt: sql`now() - interval '30 hours'` })
      .where(eq(exchangeUploadChunks.filename, 'forgotten.xml'))
    expect(await uploadedFiles(ctx, staleId)).toEqual(['import.xml'])
    const uploads = path.join(ctx.settings.dir, 'uploads')
    const orphan = path.join(uploads, 'left-by-a-crash')
    fs.mkdirSync(orphan, { recursive: true })
    const old = new Date(Date.now() - 48 * 3_600_000)
    fs.utimesSync(orphan, old, old)

    const services = createServices(ctx.db, ctx.config)
    expect(await services.exchange.cleanup.runOnce()).toBe(1)

    expect(await uploadedFiles(ctx, staleId)).toEqual([])
    expect(fs.existsSync(orphan)).toBe(false)
    expect(await uploadedFiles(ctx, idOf(fresh.cookie))).toEqual(['import.xml'])
    const sessions = await ctx.db.select({ id: exchangeSessions.id }).from(exchangeSessions)
    expect(sessions.map((s) => s.id)).not.toContain(staleId)
    expect(sessions.map((s) => s.id)).toContain(idOf(fresh.cookie))
    const imports = await ctx.db
      .select()
      .from(exchangeImports)
      .where(eq(exchangeImports.sessionId, staleId))
    expect(imports).toEqual([])
    const [entry] = await ctx.db.select().from(exchangeLog).orderBy(desc(exchangeLog.id)).limit(1)
    expect(entry).toMatchObject({ type: 'cleanup', outcome: 'failure', sessionId: staleId })
    expect(entry?.message).toContain('Загрузка import.xml не завершена')
    // 1C coming back with the dropped cookie starts over with checkauth.
    expect((await stale.call('init')).statusCode).toBe(401)
    // The fresh one still imports.
    expect((await importUntilDone(fresh, 'import.xml')).last).toBe('success')
    // Imported: the file is not kept any longer.
    expect(await uploadedFiles(ctx, idOf(fresh.cookie))).toEqual([])
    expect(await services.exchange.cleanup.runOnce()).toBe(0)
  })

  it('the log is readable behind the exchange login: what came, what changed, what failed', async () => {
    const session = await startSession(ctx)
    await session.call('init')
    await upload(session, 'offers.xml', Buffer.from('<КоммерческаяИнформация><Пакет'))
    await importUntilDone(session, 'offers.xml')

    expect((await ctx.app.inject({ url: '/1c_exchange?mode=log' })).statusCode).toBe(401)
    const wrong = `Basic ${Buffer.from('onec:nope').toString('base64')}`
    const refused = await ctx.app.inject({
      url: '/1c_exchange?mode=log',
      headers: { authorization: wrong },
    })
    expect(refused.statusCode).toBe(401)
    const res = await ctx.app.inject({
      url: '/1c_exchange?mode=log&limit=20',
      headers: { authorization: basic },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n')
    // Oldest first; the import that filled the shop says what it changed, in words.
    expect(res.body).toMatch(
      /catalog\/import {2}import\.xml {2}успешно\n {2}изменено: .*новых товаров: 4/,
    )
    expect(res.body).toMatch(/catalog\/import {2}offers\.xml {2}ОШИБКА\n {2}Ошибка в XML/)
    expect(lines.at(-2)).toMatch(/catalog\/import {2}offers\.xml {2}ОШИБКА/)
    expect(res.body).not.toContain('exchange_session')
  })
})
