import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rows-of.ts'
import { exchangeImports } from '../../src/db/schema/index.ts'
import { createExchangeRepository } from '../../src/modules/exchange/exchange.repository.ts'
import { importJobName } from '../../src/modules/exchange/import-jobs.ts'
import { createServices } from '../../src/modules/registry.ts'
import { createMemoryJobs } from '../support/memory-jobs.ts'
import {
  createExchangeApp,
  type ExchangeApp,
  fixture,
  startSession,
  upload,
} from './exchange-app.ts'

/**
 * `mode=import` only queues: the job worker imports. Here the queue is in memory and works
 * only when the test says (`runDue`), as a separate worker process would, later.
 */
describe('1C imports run as jobs of the queue', () => {
  const jobs = createMemoryJobs()
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false, jobs: jobs.queue })
  }, 120_000)
  afterAll(() => ctx?.close())

  const importRow = (sessionId: string) =>
    and(eq(exchangeImports.sessionId, sessionId), eq(exchangeImports.filename, 'import.xml'))
  const importLogs = async (sessionId: string) =>
    rowsOf<{ outcome: string }>(
      await ctx.db.execute(sql`
        select outcome from exchange_log
        where session_id = ${sessionId} and mode = 'import' and filename = 'import.xml'`),
    )
  const titleOf = async (externalId: string) =>
    rowsOf<{ title: string }>(
      await ctx.db.execute(sql`select title from parts where external_id = ${externalId}`),
    )[0]?.title

  async function uploaded() {
    const session = await startSession(ctx)
    await session.call('init')
    await upload(session, 'import.xml', fixture('full/import.xml'))
    return { session, sessionId: session.cookie.split('=')[1] ?? '' }
  }

  it('answers progress while the job waits, queues it once, and success after a worker ran it', async () => {
    const { session, sessionId } = await uploaded()
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    const queued = jobs.queued.filter((job) => job.name === importJobName)
    expect(queued.map((job) => job.data)).toEqual([{ sessionId, filename: 'import.xml' }])
    // Nothing imported by the web process itself.
    expect(await titleOf('b7f0d2a4-0001')).toBeUndefined()
    expect(await jobs.runDue(new Date())).toBe(1)
    expect((await session.call('import', '&filename=import.xml')).body).toBe('success')
    expect(await titleOf('b7f0d2a4-0001')).toBe('Поршень двигателя D2066 в сборе')
    expect(await importLogs(sessionId)).toEqual([{ outcome: 'success' }])
    // A poll that read the row just before it finished does not queue the file again.
    const stale = new Date(Date.now() - 60_000)
    expect(
      await createExchangeRepository(ctx.db).queueImport(
        sessionId,
        'import.xml',
        new Date(),
        stale,
      ),
    ).toBe(false)
  })

  it('a job finds another live job on the file and does nothing; once that one’s beat stopped, it takes the import over', async () => {
    const { session, sessionId } = await uploaded()
    // A job of another worker took the file and beats.
    await ctx.db.insert(exchangeImports).values({
      sessionId,
      filename: 'import.xml',
      status: 'running',
      heartbeatAt: sql`now()`,
      runner: 'job-of-another-worker',
    })
    await jobs.sender.send(importJobName, { sessionId, filename: 'import.xml' })
    await jobs.runDue(new Date())
    const [untouched] = await ctx.db.select().from(exchangeImports).where(importRow(sessionId))
    expect(untouched).toMatchObject({ status: 'running', runner: 'job-of-another-worker' })
    expect(await importLogs(sessionId)).toEqual([])
    // 1C polls: the file is running, so it is told progress and nothing more is queued.
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    expect(jobs.queued).toEqual([])
    // That worker's process died mid-import: its beat stopped a minute ago. 1C's next poll
    // queues the file again, and the job takes it over.
    await ctx.db
      .update(exchangeImports)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(importRow(sessionId))
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    expect(await jobs.runDue(new Date())).toBe(1)
    expect((await session.call('import', '&filename=import.xml')).body).toBe('success')
    // The dead job's late word changes nothing: the row is the new job's.
    const [done] = await ctx.db.select().from(exchangeImports).where(importRow(sessionId))
    expect(done?.status).toBe('done')
    expect(done?.runner).not.toBe('job-of-another-worker')
    expect(await importLogs(sessionId)).toEqual([{ outcome: 'success' }])
  })

  it('the queue’s retry of a job whose process died (same job, stale beat) runs the import once', async () => {
    const { session, sessionId } = await uploaded()
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    const [job] = jobs.queued.splice(0)
    if (!job) throw new Error('no job queued')
    // The first attempt took the file and died before its end.
    await ctx.db
      .update(exchangeImports)
      .set({ runner: 'job-1', heartbeatAt: sql`now() - interval '1 minute'` })
      .where(importRow(sessionId))
    // Two deliveries at once (the queue's retry and a poll's new job): only one imports.
    await jobs.sender.send(job.name, job.data, { singletonKey: 'retry' })
    await jobs.sender.send(job.name, job.data, { singletonKey: 'poll' })
    expect(await jobs.runDue(new Date(), { together: true })).toBe(2)
    expect((await session.call('import', '&filename=import.xml')).body).toBe('success')
    expect(await importLogs(sessionId)).toEqual([{ outcome: 'success' }])
  })

  it('a worker stopping mid-import hands the file on at once: row given back, file queued again', async () => {
    const { session, sessionId } = await uploaded()
    expect((await session.call('import', '&filename=import.xml')).body).toBe('progress')
    const [job] = jobs.queued.splice(0)
    if (!job) throw new Error('no job queued')
    // A worker process of its own, told to stop (SIGTERM) as its import writes a batch.
    const worker = createServices(ctx.db, ctx.config, { jobs: jobs.sender })
    const importing = worker.jobDefinitions.find((definition) => definition.name === importJobName)
    if (!importing) throw new Error('no import job')
    const stopped = worker.exchange.release()
    await importing.handle(job.data, { id: 'stopping-worker', attempt: 1 })
    await stopped
    const [handed] = await ctx.db.select().from(exchangeImports).where(importRow(sessionId))
    expect(handed).toMatchObject({ status: 'running', runner: null, heartbeatAt: null })
    expect(await importLogs(sessionId)).toEqual([])
    expect(jobs.queued.map((queued) => queued.data)).toEqual([
      { sessionId, filename: 'import.xml' },
    ])
    // Another worker takes it at once, with no beat to wait out.
    expect(await jobs.runDue(new Date())).toBe(1)
    expect((await session.call('import', '&filename=import.xml')).body).toBe('success')
    expect(await importLogs(sessionId)).toEqual([{ outcome: 'success' }])
  })
})
