import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, type ServerConfig } from '../src/config.ts'
import type { DatabaseHandle } from '../src/db/database.ts'
import { rowsOf } from '../src/db/rows-of.ts'
import { informReceipts, parts } from '../src/db/schema/index.ts'
import type { JobQueue } from '../src/jobs/job-queue.ts'
import { createArrivalNoticesRepository } from '../src/modules/arrival-notices/arrival-notices.repository.ts'
import {
  type ArrivalNoticesService,
  arrivalNoticeJobNames,
  createArrivalNoticesService,
} from '../src/modules/arrival-notices/arrival-notices.service.ts'
import { createMailOutboxGateway } from '../src/modules/mail/outbox-gateway.ts'
import { createOutboxGateway } from '../src/modules/sms/outbox-gateway.ts'
import { createCustomer, createPart } from './commerce-fixtures.ts'
import { startReplicas } from './support/pg-replicas.ts'

/** Two workers (two app instances, each with its queue) on one PostgreSQL database. */
describe('arrival notices with two workers on PostgreSQL', () => {
  let replicas: Awaited<ReturnType<typeof startReplicas>>
  let handles: DatabaseHandle[] = []
  let queues: JobQueue[] = []
  const dispatchers: ArrivalNoticesService[] = []
  let config: ServerConfig

  beforeAll(async () => {
    const base = readConfig({})
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-notices-'))
    config = {
      ...base,
      distDir: path.join(os.tmpdir(), 'gruzovik-no-dist'),
      appEnv: 'test',
      sms: { ...base.sms, outboxFile: path.join(dir, 'sms.jsonl') },
      mail: { ...base.mail, outboxFile: path.join(dir, 'mail.jsonl') },
      // Whenever the test runs: no quiet hours; the dispatcher every second.
      notices: {
        ...base.notices,
        quiet: { ...base.notices.quiet, fromMinute: 0, untilMinute: 0 },
        dispatchEverySeconds: 1,
      },
    }
    replicas = await startReplicas(config)
    ;({ handles, queues } = replicas)
    for (const [i, handle] of handles.entries()) {
      const queue = queues[i] as JobQueue
      dispatchers.push(
        createArrivalNoticesService({
          notices: createArrivalNoticesRepository(handle.db),
          jobs: queue.sender,
          sms: createOutboxGateway(config.sms.outboxFile),
          mail: createMailOutboxGateway(config.mail.outboxFile, 'test'),
          settings: config.notices,
          publicUrl: '',
        }),
      )
    }
  }, 120_000)
  afterAll(() => replicas?.close(), 60_000)

  const sent = () =>
    fs.existsSync(config.sms.outboxFile)
      ? fs
          .readFileSync(config.sms.outboxFile, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { phone: string; text: string })
      : []

  it('every subscriber gets one SMS per arrival, never two, whoever dispatches and works', async () => {
    const db = handles[0]?.db
    if (!db) throw new Error('no database')
    const followed = await Promise.all(
      Array.from({ length: 10 }, async () => (await createPart(db, { stock: 0 })).part),
    )
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(db)))
    await db
      .insert(informReceipts)
      .values(
        buyers.flatMap((b) => followed.map((p) => ({ customerId: b.customer.id, partId: p.id }))),
      )
    const ids = followed.map((p) => p.id)
    await db.update(parts).set({ totalStock: 4 }).where(inArray(parts.id, ids))

    // The arrivals' notices queued twice more under other keys, as a re-dispatch after a
    // crash would, through both queues; and both dispatchers at once besides the periodic one.
    const { notices } = await createArrivalNoticesRepository(db).waiting(100)
    expect(notices).toHaveLength(80)
    const duplicates = (tag: string) =>
      notices.map((n) => ({
        name: arrivalNoticeJobNames.send,
        data: n,
        singletonKey: `${tag}:${n.arrivalId}:${n.receiptId}`,
      }))
    await Promise.all([
      queues[0]?.sender.sendMany(duplicates('a')),
      queues[1]?.sender.sendMany(duplicates('b')),
      dispatchers[0]?.dispatch(),
      dispatchers[1]?.dispatch(),
    ])

    const deadline = Date.now() + 60_000
    while (sent().length < 80 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // Time for a duplicate to show up if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const lines = sent()
    expect(lines).toHaveLength(80)
    expect(new Set(lines.map((l) => `${l.phone} ${l.text}`)).size).toBe(80)
    const [notified] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from inform_receipts where notified_at is not null`,
      ),
    )
    expect(notified?.n).toBe(80)
  })
})
