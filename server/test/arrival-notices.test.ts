import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'
import { rowsOf } from '../src/db/rows-of.ts'
import { createArrivalNoticeJobs } from '../src/modules/arrival-notices/arrival-notice-jobs.ts'
import { createArrivalNoticesRepository } from '../src/modules/arrival-notices/arrival-notices.repository.ts'
import {
  type ArrivalNoticesService,
  createArrivalNoticesService,
} from '../src/modules/arrival-notices/arrival-notices.service.ts'
import { createExchangeRepository } from '../src/modules/exchange/exchange.repository.ts'
import { importJobName } from '../src/modules/exchange/import-jobs.ts'
import { createMailOutboxGateway } from '../src/modules/mail/outbox-gateway.ts'
import { createOutboxGateway } from '../src/modules/sms/outbox-gateway.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import {
  createExchangeApp,
  type ExchangeApp,
  exchangePair,
  fixture,
  importUntilDone,
  startSession,
  upload,
} from './exchange/exchange-app.ts'
import { createMemoryJobs } from './support/memory-jobs.ts'

const origin = 'https://gruzovik.example'
const readLines = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, string>)
    : []

describe('arrival notices', () => {
  let ctx: ExchangeApp
  let notices: ArrivalNoticesService
  let jobs: ReturnType<typeof createMemoryJobs>
  let mailFile: string
  // 12:00 in Moscow.
  const clock = { now: new Date('2026-11-28T09:00:00.000Z') }

  beforeAll(async () => {
    // The app's own worker runs only 1C's imports: this test runs the dispatcher and the
    // notices' jobs by its clock.
    const workerOff = { ...readConfig({}).jobs, worker: false }
    ctx = await createExchangeApp(
      {},
      {
        seed: false,
        config: { appEnv: 'development', jobs: workerOff },
        jobs: createMemoryJobs(undefined, { workAtOnce: [importJobName] }).queue,
      },
    )
    mailFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-mail-')), 'out.jsonl')
    jobs = createMemoryJobs(() => createArrivalNoticeJobs({ notices, dispatchEverySeconds: 5 }))
    notices = createArrivalNoticesService({
      notices: createArrivalNoticesRepository(ctx.db),
      jobs: jobs.sender,
      sms: createOutboxGateway(ctx.config.sms.outboxFile),
      mail: createMailOutboxGateway(mailFile, 'Грузовик <noreply@gruzovik.example>'),
      settings: ctx.config.notices,
      publicUrl: origin,
      importInProgress: () => createExchangeRepository(ctx.db).importInProgress(clock.now),
      now: () => clock.now,
    })
    // The catalogue from 1C, then the two parts sold out.
    expect(await exchangePair(ctx, 'full')).toEqual(['success', 'success'])
    // Migrations and a 1C import on PGlite: ~30 s on a busy shared machine.
  }, 180_000)
  afterAll(() => ctx.close())

  const sms = () => readLines(ctx.config.sms.outboxFile)
  const mail = () => readLines(mailFile)
  /** The worker's part: the dispatcher's round, then every notice job due by the clock. */
  const runWorker = async () => {
    await notices.dispatch()
    await jobs.runDue(clock.now)
  }
  const soldOut = (...externalIds: string[]) =>
    ctx.db.execute(sql`update parts set total_stock = 0
      where external_id in (${sql.join(
        externalIds.map((id) => sql`${id}`),
        sql`, `,
      )})`)
  /** 1C's offers again: the stock of 0001 back to 7, of 0002 to 24. */
  const restockFrom1C = async () => {
    const session = await startSession(ctx)
    await session.call('init')
    await upload(session, 'offers.xml', fixture('full/offers.xml'))
    expect((await importUntilDone(session, 'offers.xml')).last).toBe('success')
  }
  const partId = async (externalId: string) =>
    rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select id from parts where external_id = ${externalId}`),
    )[0]?.id as string
  const subscribe = async (who: Awaited<ReturnType<typeof createCustomer>>, part: string) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/inform-receipts',
      headers: who.auth,
      payload: { product_uuid: part },
    })
    expect(answer.statusCode).toBe(201)
    return answer.json() as { uuid: string; notified_at: number | null; channel: string }
  }
  const receipts = async (who: Awaited<ReturnType<typeof createCustomer>>) =>
    (await ctx.app.inject({ url: '/api/account/inform-receipts', headers: who.auth })).json() as {
      items: { uuid: string; notified_at: number | null; channel: string }[]
      email_available: boolean
    }

  it('a 1C import that restocks a followed part: one SMS per subscriber, each shown notified', async () => {
    await soldOut('b7f0d2a4-0001', 'b7f0d2a4-0002')
    const piston = await partId('b7f0d2a4-0001')
    const first = await createCustomer(ctx.db)
    const second = await createCustomer(ctx.db)
    const bystander = await createCustomer(ctx.db)
    expect((await subscribe(first, piston)).notified_at).toBeNull()
    await subscribe(second, piston)
    await subscribe(bystander, await partId('b7f0d2a4-0003'))
    await restockFrom1C()
    await runWorker()

    const sent = sms()
    expect(sent.map((m) => m.phone).sort()).toEqual(
      [first.customer.phone, second.customer.phone].sort(),
    )
    const [{ slug }] = rowsOf<{ slug: string }>(
      await ctx.db.execute(sql`select slug from parts where id = ${piston}`),
    ) as [{ slug: string }]
    for (const message of sent) {
      // The part's link, whole; 1C's slugs are long, so here the title gives way (at most 2 SMS).
      expect(message.text ?? '').toMatch(/^«Грузовик»: поступила /)
      expect(message.text?.endsWith(` ${origin}/parts/${slug}`)).toBe(true)
      expect(message.text?.length).toBeLessThanOrEqual(134)
    }
    // Run again (the dispatcher's next round, a retried job): nothing more.
    await runWorker()
    await jobs.runDue(new Date(clock.now.getTime() + 3_600_000))
    expect(sms()).toHaveLength(2)
    const seconds = Math.floor(clock.now.getTime() / 1000)
    expect((await receipts(first)).items[0]?.notified_at).toBe(seconds)
    expect((await receipts(second)).items[0]?.notified_at).toBe(seconds)
  })

  it('restocked again within 24 hours: no second message; after the window: a new one', async () => {
    const before = sms().length
    clock.now = new Date(clock.now.getTime() + 2 * 3_600_000)
    await soldOut('b7f0d2a4-0001')
    await restockFrom1C()
    await runWorker()
    expect(sms()).toHaveLength(before)

    clock.now = new Date(clock.now.getTime() + 23 * 3_600_000)
    await soldOut('b7f0d2a4-0001')
    await restockFrom1C()
    await runWorker()
    expect(sms()).toHaveLength(before + 2)
  })

  it('an arrival at 23:00 in Moscow is queued for 09:00 and sent then', async () => {
    const who = await createCustomer(ctx.db)
    const filter = await partId('b7f0d2a4-0002')
    await subscribe(who, filter)
    await soldOut('b7f0d2a4-0002')
    clock.now = new Date('2026-12-01T20:00:00.000Z') // 23:00 MSK
    await restockFrom1C()
    await runWorker()
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(0)
    const queued = jobs.queued.filter((j) => j.name === 'arrival-notices.send')
    expect(queued.map((j) => j.startAfter?.toISOString())).toEqual(['2026-12-02T06:00:00.000Z'])

    clock.now = new Date('2026-12-02T05:59:00.000Z') // 08:59
    await runWorker()
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(0)
    clock.now = new Date('2026-12-02T06:00:00.000Z') // 09:00
    await runWorker()
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(1)
  })

  it('a buyer who chose e-mail gets an e-mail, and e-mail is offered only with one in the profile', async () => {
    const who = await createCustomer(ctx.db)
    const filter = await partId('b7f0d2a4-0002')
    const receipt = await subscribe(who, filter)
    expect(receipt.channel).toBe('sms')
    const choose = (channel: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/account/inform-receipts/${receipt.uuid}`,
        headers: who.auth,
        payload: { channel },
      })
    expect((await receipts(who)).email_available).toBe(false)
    const refused = await choose('email')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.channel[0]).toMatch(/e-mail в профиле/)
    expect((await choose('pigeon')).statusCode).toBe(422)

    await ctx.db.execute(
      sql`update customers set email = 'buyer@example.ru' where id = ${who.customer.id}`,
    )
    expect((await receipts(who)).email_available).toBe(true)
    const chosen = await choose('email')
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().channel).toBe('email')
    const other = await createCustomer(ctx.db)
    const stranger = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/account/inform-receipts/${receipt.uuid}`,
      headers: other.auth,
      payload: { channel: 'sms' },
    })
    expect(stranger.statusCode).toBe(404)

    clock.now = new Date('2026-12-10T09:00:00.000Z')
    await soldOut('b7f0d2a4-0002')
    await restockFrom1C()
    const smsBefore = sms().filter((m) => m.phone === who.customer.phone).length
    await runWorker()
    expect(mail()).toEqual([
      expect.objectContaining({
        to: 'buyer@example.ru',
        from: 'Грузовик <noreply@gruzovik.example>',
        subject: expect.stringMatching(/^Поступила /),
        text: expect.stringContaining(`${origin}/parts/`),
      }),
    ])
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(smsBefore)
  })

  it("a cancelled order's stock coming back is an arrival too", async () => {
    const buyer = await createCustomer(ctx.db)
    const waiting = await createCustomer(ctx.db)
    const { part } = await createPart(ctx.db, { stock: 2 })
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: buyer.auth,
      payload: { product_uuid: part.id, quantity: 2 },
    })
    expect(add.statusCode).toBe(200)
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: {
        idempotency_key: randomUUID(),
        delivery: { type: 'pickup', branch: 'spb' },
        payment_method: 'card',
      },
    })
    expect(made.statusCode).toBe(201)
    await subscribe(waiting, part.id)
    clock.now = new Date('2026-12-11T09:00:00.000Z')
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${made.json().number}/cancel`,
      headers: buyer.auth,
    })
    expect(cancelled.statusCode).toBe(200)
    await runWorker()
    const sent = sms().filter((m) => m.phone === waiting.customer.phone)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.text).toContain(part.article)
  })

  it('notices wait while a 1C import still runs and go out once it is done; a dead import holds none', async () => {
    const who = await createCustomer(ctx.db)
    const filter = await partId('b7f0d2a4-0002')
    await subscribe(who, filter)
    await soldOut('b7f0d2a4-0002')
    await restockFrom1C()
    // The next file of the same exchange is still being imported, by this or another process.
    const running = (startedAt: Date) =>
      ctx.db.execute(sql`insert into exchange_imports (session_id, filename, status, started_at)
        values (${randomUUID()}, 'offers.xml', 'running', ${startedAt.toISOString()})`)
    await running(new Date(clock.now.getTime() - 60_000))
    await runWorker()
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(0)

    await ctx.db.execute(sql`update exchange_imports set status = 'done' where status = 'running'`)
    // One left «running» an hour ago by a process that died does not hold the notices.
    await running(new Date(clock.now.getTime() - 3_600_000))
    await runWorker()
    expect(sms().filter((m) => m.phone === who.customer.phone)).toHaveLength(1)
    await ctx.db.execute(
      sql`update exchange_imports set status = 'failed' where status = 'running'`,
    )
  })
})
