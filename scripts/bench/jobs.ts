// `npm run bench -- --only jobs` (a section of `npm run bench`): the arrival notices of one 1C
// import that restocks 10,000 followed parts (one subscriber each), queued by the dispatcher
// and sent through the SMS outbox by the job queue's worker on PostgreSQL: the time until all
// are sent with one worker, then again with two (two server processes), and how many went twice.
// Only ever talks to servers it starts on 127.0.0.1 (BENCH_PORT and the next one).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { exchange, login, password } from './exchange.ts'
import { writeExchangeFiles } from './exchange-files.ts'
import { type RunningServer, startServer } from './server-process.ts'

const notices = Number(process.env.BENCH_JOBS_NOTICES ?? 10_000)
/** JOBS_BATCH_SIZE of the servers: jobs a worker takes and runs at once (the shop's default 5). */
const batchSize = process.env.BENCH_JOBS_BATCH_SIZE ?? '50'

export interface JobsBenchOptions {
  adminUrl: string
  port: number
  dbSuffix: string
}

async function freshDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const outboxLines = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { phone: string; text: string })
    : []

/** One round: sell the followed parts out, import 1C's offers again, wait for every notice. */
async function round(
  label: string,
  servers: RunningServer[],
  db: pg.Client,
  files: string,
  outbox: string,
) {
  await db.query(`update parts set total_stock = 0
    where id in (select part_id from inform_receipts)`)
  await db.query('update inform_receipts set notified_at = null, notice_claimed_at = null')
  fs.rmSync(outbox, { force: true })
  const started = performance.now()
  const imported = await exchange(servers[0]?.url ?? '', files)
  const importedAt = performance.now()
  const deadline = importedAt + 180_000
  let sent = outboxLines(outbox)
  while (sent.length < notices && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    sent = outboxLines(outbox)
  }
  const allSentAt = performance.now()
  // Time for a duplicate to show up if one were coming.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  sent = outboxLines(outbox)
  const distinct = new Set(sent.map((l) => `${l.phone} ${l.text}`)).size
  return {
    label,
    importSeconds: imported.importSeconds,
    sentSeconds: (allSentAt - importedAt) / 1000,
    totalSeconds: (allSentAt - started) / 1000,
    sent: sent.length,
    twice: sent.length - distinct,
  }
}

/**
 * The same import with the arrivals trigger (migration 0023) switched off: what the import
 * cost before arrival notices, for the «no more than 10 % slower» comparison in one run.
 */
async function importWithoutNotices(servers: RunningServer[], db: pg.Client, files: string) {
  await db.query(`update parts set total_stock = 0
    where id in (select part_id from inform_receipts)`)
  await db.query('alter table parts disable trigger parts_arrivals_recorded')
  try {
    return (await exchange(servers[0]?.url ?? '', files)).importSeconds
  } finally {
    await db.query('alter table parts enable trigger parts_arrivals_recorded')
  }
}

export async function jobsBench({ adminUrl, port, dbSuffix }: JobsBenchOptions) {
  const files = path.join(os.tmpdir(), `gruzovik-bench-jobs-files-${notices}`)
  // ~1 product in 13 has no stock in the generated offers: enough products for `notices`.
  const products = Math.ceil(notices * 1.1)
  if (!fs.existsSync(path.join(files, 'offers.xml'))) await writeExchangeFiles(files, products)
  const databaseUrl = await freshDatabase(
    adminUrl,
    `gruzovik_bench_jobs${dbSuffix ? `_${dbSuffix}` : ''}`,
  )
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-bench-jobs-'))
  const outbox = path.join(dataDir, 'sms-outbox.jsonl')
  const env = {
    EXCHANGE_LOGIN: login,
    EXCHANGE_PASSWORD: password,
    EXCHANGE_BASE_PRICE_TYPE: 'Старая цена',
    EXCHANGE_WAREHOUSES: 'w-spb=spb;w-msk=msk',
    SEED_PARTS: '0',
    SMS_OUTBOX_FILE: outbox,
    // Measured whatever the hour: no quiet hours.
    NOTICE_QUIET_FROM: '00:00',
    NOTICE_QUIET_UNTIL: '00:00',
    NOTICE_DISPATCH_SECONDS: '1',
    JOBS_BATCH_SIZE: batchSize,
  }
  const start = (offset: number) => startServer({ port: port + offset, dataDir, databaseUrl, env })
  const rows: Awaited<ReturnType<typeof round>>[] = []
  const withoutNotices: number[] = []
  const db = new pg.Client({ connectionString: databaseUrl })
  let servers: RunningServer[] = [await start(0)]
  try {
    await db.connect()
    // The catalogue from 1C, then 10,000 of its parts in stock followed by one buyer each.
    await exchange(servers[0]?.url ?? '', files)
    await db.query(`insert into accounts (id, name)
      select gen_random_uuid(), 'Бенч ' || g from generate_series(1, 100) g`)
    await db.query(`insert into customers (account_id, phone, full_name, last_name_f, initials)
      select id, '7900' || lpad(row_number() over ()::text, 7, '0'), 'Бенч', 'Бенч', 'Б.'
      from accounts`)
    await db.query(
      `insert into inform_receipts (customer_id, part_id)
      select c.id, p.id
      from (select id, row_number() over (order by id) - 1 as n from parts
            where total_stock > 0 and removed_at is null order by id limit $1) p
      join (select id, row_number() over (order by id) - 1 as n from customers) c
        on c.n = p.n % 100`,
      [notices],
    )
    // Each round's import against the same import with the trigger off, on the same processes.
    const before = await importWithoutNotices(servers, db, files)
    rows.push(await round('one worker', servers, db, files, outbox))
    withoutNotices.push((before + (await importWithoutNotices(servers, db, files))) / 2)
    servers.push(await start(1))
    rows.push(await round('two workers', servers, db, files, outbox))
    withoutNotices.push(await importWithoutNotices(servers, db, files))
  } finally {
    await db.end().catch(() => {})
    for (const server of servers) await server.stop()
    servers = []
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return [
    `Arrival notices: one 1C import (${products.toLocaleString('en')} products and offers) restocks ${notices.toLocaleString('en')} followed parts, one subscriber each, on PostgreSQL with JOBS_BATCH_SIZE=${batchSize}, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared: figures vary with other work). Sent = from the import's success until the ${notices.toLocaleString('en')}th SMS is in the outbox (target: within 60 s with one worker); twice = SMS sent more than once (target: 0).`,
    '',
    '| workers | 1C import | the same import without notices | slower by | all sent after the import | sent | twice |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r, index) => {
      const without = withoutNotices[index] ?? Number.NaN
      const slower = ((r.importSeconds - without) / without) * 100
      return `| ${r.label} | ${r.importSeconds.toFixed(1)} s | ${without.toFixed(1)} s | ${slower.toFixed(0)} % | ${r.sentSeconds.toFixed(1)} s | ${r.sent.toLocaleString('en')} | ${r.twice} |`
    }),
    '',
    'Without notices = the same import on the same processes with the arrivals trigger off, as before arrival notices (one worker: the mean of one before and one after its round); target: at most 10 % slower.',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await jobsBench({
    adminUrl: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: Number(process.env.BENCH_PORT ?? 3700),
    dbSuffix: (process.env.BENCH_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, ''),
  })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/jobs.md', `${table}\n`)
}
