// `npm run bench -- --only exchange` (a section of `npm run bench`; `npm run bench:exchange`
// runs it alone): 100,000 products with
// offers sent through /1c_exchange as 1C would (checkauth, init, file in chunks, import polled
// until success) on PostgreSQL and on PGlite, while a client keeps asking the suggest endpoint:
// import time, that client's p95 during the import beside idle, and the server's peak RSS.
// Only ever talks to servers it starts on 127.0.0.1 (BENCH_PORT).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { writeExchangeFiles } from './exchange-files.ts'
import { prepareBaseline } from './lighthouse.ts'
import { startServer } from './server-process.ts'

const count = Number(process.env.BENCH_EXCHANGE_PARTS ?? 100_000)
export const login = 'bench'
export const password = 'bench-secret'
const basic = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`
const queries = ['колодка', '81.50601', 'фильтр масл', 'MAN', 'стартер']

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
    : 0
}

/** One client asking suggest back to back until `done()`; its response times in ms. */
async function sample(url: string, done: () => boolean) {
  const times: number[] = []
  let errors = 0
  for (let i = 0; !done(); i++) {
    const started = performance.now()
    try {
      const res = await fetch(
        `${url}/api/search/suggest?s=${encodeURIComponent(queries[i % queries.length] ?? '')}`,
      )
      await res.arrayBuffer()
      if (!res.ok) errors++
    } catch {
      errors++
    }
    times.push(performance.now() - started)
  }
  return { times, errors }
}

function peakRss(pid: number | undefined): number {
  if (!pid) return 0
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** A checkout whose server the bench runs: a baseline worktree, or this one (no cwd). */
interface Build {
  label: string
  cwd?: string
}

/** Where the bench runs: the PostgreSQL admin URL, the port, the bench databases' suffix. */
export interface ExchangeBenchOptions {
  adminUrl: string
  port: number
  dbSuffix: string
}

async function freshPostgres(adminUrl: string, pgName: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return null
  }
  await admin.query(`DROP DATABASE IF EXISTS ${pgName}`)
  await admin.query(`CREATE DATABASE ${pgName}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${pgName}`
  return url.toString()
}

export async function exchange(url: string, files: string) {
  const auth = await (
    await fetch(`${url}/1c_exchange?type=catalog&mode=checkauth`, {
      headers: { authorization: basic },
    })
  ).text()
  const [, name, value] = auth.split('\n')
  const cookie = `${name}=${value}`
  const call = async (mode: string, query = '', body?: Buffer) => {
    const res = await fetch(`${url}/1c_exchange?type=catalog&mode=${mode}${query}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      ...(body ? { body: new Uint8Array(body) } : {}),
    })
    return res.text()
  }
  const init = await call('init')
  const limit = Number(/file_limit=(\d+)/.exec(init)?.[1] ?? 10_000_000)
  const chunk = Math.min(limit, 16 * 1024 * 1024)
  const uploadStarted = performance.now()
  for (const file of ['import.xml', 'offers.xml']) {
    const fd = fs.openSync(path.join(files, file), 'r')
    const buffer = Buffer.alloc(chunk)
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
      const answer = await call('file', `&filename=${file}`, Buffer.from(buffer.subarray(0, read)))
      if (answer !== 'success') throw new Error(`file ${file}: ${answer}`)
    }
    fs.closeSync(fd)
  }
  const uploadSeconds = (performance.now() - uploadStarted) / 1000
  const importStarted = performance.now()
  let polls = 0
  for (const file of ['import.xml', 'offers.xml']) {
    for (;;) {
      const answer = await call('import', `&filename=${file}`)
      polls++
      // 1C takes the first line as the outcome; lines after it are its operator's (warnings).
      if (answer.split('\n')[0] === 'success') break
      if (answer !== 'progress') throw new Error(`import ${file}: ${answer}`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  await call('success')
  return { uploadSeconds, importSeconds: (performance.now() - importStarted) / 1000, polls }
}

async function run(port: number, label: string, files: string, build: Build, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-bench-exchange-'))
  const server = await startServer({
    port,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(build.cwd ? { cwd: build.cwd } : {}),
    env: {
      EXCHANGE_LOGIN: login,
      EXCHANGE_PASSWORD: password,
      EXCHANGE_BASE_PRICE_TYPE: 'Старая цена',
      EXCHANGE_WAREHOUSES: 'w-spb=spb;w-msk=msk',
      SEED_PARTS: '5000',
    },
  })
  try {
    let idleDone = false
    const idleTimer = setTimeout(() => {
      idleDone = true
    }, 5000)
    const idle = await sample(server.url, () => idleDone)
    clearTimeout(idleTimer)
    let importing = true
    const during = sample(server.url, () => !importing)
    const result = await exchange(server.url, files).finally(() => {
      importing = false
    })
    const busy = await during
    return {
      label,
      ...result,
      idleP95: percentile(idle.times, 95),
      busyP95: percentile(busy.times, 95),
      busyP50: percentile(busy.times, 50),
      errors: busy.errors,
      peakRss: peakRss(server.pid),
    }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function exchangeBench({ adminUrl, port, dbSuffix }: ExchangeBenchOptions) {
  const pgName = `gruzovik_bench_exchange${dbSuffix ? `_${dbSuffix}` : ''}`
  // BENCH_EXCHANGE_FITMENT=off: products without «Применяемость» (its cost is the difference).
  const fitment = process.env.BENCH_EXCHANGE_FITMENT !== 'off'
  const files = path.join(
    os.tmpdir(),
    `gruzovik-bench-exchange-files-${count}${fitment ? '-fitment' : ''}`,
  )
  if (!fs.existsSync(path.join(files, 'offers.xml')))
    await writeExchangeFiles(files, count, fitment)
  const targets = (process.env.BENCH_EXCHANGE_TARGETS ?? 'postgres,pglite').split(',')
  const rows: Awaited<ReturnType<typeof run>>[] = []
  const failed: string[] = []
  // Before (BENCH_EXCHANGE_BASELINE_REFS: 3417a5e, before the words kept per part, and
  // ec4e073, the words kept row by row) and after, one at a time on fresh databases.
  const refs = (process.env.BENCH_EXCHANGE_BASELINE_REFS ?? '3417a5e,ec4e073')
    .split(',')
    .filter(Boolean)
  const builds: Build[] = [
    ...refs.map((ref) => ({ label: `before (${ref})`, cwd: prepareBaseline(ref, dbSuffix) })),
    { label: 'after' },
  ]
  const attempt = async (database: string, build: Build, databaseUrl?: string) => {
    const label = `${database}, ${build.label}`
    try {
      const row = await run(port, label, files, build, databaseUrl)
      console.log(row)
      rows.push(row)
    } catch (error) {
      // One database failing still leaves the other's row (and says why this one is missing).
      console.error(`${label}: ${(error as Error).message}`, (error as Error).cause ?? '')
      failed.push(`${label}: ${(error as Error).message}`)
    }
  }
  if (targets.includes('postgres')) {
    for (const build of builds) {
      const databaseUrl = await freshPostgres(adminUrl, pgName)
      if (databaseUrl) await attempt('PostgreSQL', build, databaseUrl)
    }
  }
  if (targets.includes('pglite')) {
    for (const build of builds) await attempt('PGlite', build)
  }
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const table = [
    `Exchange with 1C: ${count.toLocaleString('en')} products + offers (${mb(fs.statSync(path.join(files, 'import.xml')).size + fs.statSync(path.join(files, 'offers.xml')).size)} of XML) through /1c_exchange, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end (the machine is shared: figures vary with other work). A client asks suggest back to back during the import; 1C polls mode=import once a second.`,
    '',
    '| database | upload | import (until success) | suggest p95 idle | suggest p95 during import (p50) | errors | server peak RSS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.uploadSeconds.toFixed(1)} s | ${r.importSeconds.toFixed(1)} s | ${ms(r.idleP95)} | ${ms(r.busyP95)} (${ms(r.busyP50)}) | ${r.errors} | ${mb(r.peakRss)} |`,
    ),
    ...failed.map((f) => `\nFailed: ${f}`),
  ].join('\n')
  return table
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await exchangeBench({
    adminUrl: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: Number(process.env.BENCH_PORT ?? 3700),
    dbSuffix: (process.env.BENCH_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, ''),
  })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/exchange.md', `${table}\n`)
}
