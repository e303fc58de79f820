// `npm run bench`: the performance table — bundle size, page timings under slow 4G,
// and API latency/throughput under autocannon on 5,000 and 100,000 parts, on PGlite and, when a
// local PostgreSQL answers, on PostgreSQL. Only ever talks to servers it starts on 127.0.0.1.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { measureHomeBundle } from '../bundle-size.ts'
import { type LoadResult, loadEndpoint, summarize } from './api-load.ts'
import { benchDatabase } from './bench-database.ts'
import { clusterBench } from './cluster.ts'
import { exchangeBench } from './exchange.ts'
import { jobsBench } from './jobs.ts'
import { lighthouseTable, prepareBaseline } from './lighthouse.ts'
import { orderListBench } from './order-lists.ts'
import { measurePages, type PageTiming } from './page-timings.ts'
import { searchBenchTable } from './search-bench.ts'
import { type RunningServer, startServer } from './server-process.ts'
import { truckFilterBench } from './truck-filter.ts'

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined
const baselineRef = process.env.BENCH_BASELINE_REF ?? 'e202dad'
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
// The baseline's server takes this port, this checkout's the next one.
const lighthousePort = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3790)
/**
 * The part page HTML's "before": main before the server render asked the API through
 * `app.inject` (its data through api-dispatch.ts, a router of its own beside Fastify's).
 */
const ssrBaselineRef = process.env.BENCH_SSR_BASELINE_REF ?? '8ea9a04'
const htmlRounds = Number(process.env.BENCH_HTML_ROUNDS ?? 4)
const htmlRoundSeconds = Number(process.env.BENCH_HTML_ROUND_SECONDS ?? 5)

if (only === 'lighthouse') {
  const table = await lighthouseTable({ baselineRef, port: lighthousePort, runs: lighthouseRuns })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/lighthouse.md', `${table}\n`)
  process.exit(0)
}

const sizes = (process.env.BENCH_PARTS ?? '5000,100000').split(',').map(Number)
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const port = Number(process.env.BENCH_PORT ?? 3700)
/** Appended to the bench database names, so engineers sharing one PostgreSQL do not collide. */
const dbSuffix = (process.env.BENCH_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '')
const suggestQueries = ['колодка', '81.50601', 'фильтр масл', 'MAN', 'стартер', 'A 003 420']

if (only === 'search') {
  const table = await searchBenchTable({
    adminUrl,
    port,
    dbSuffix,
    million: process.argv.includes('--million'),
  })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/search.md', `${table}\n`)
  process.exit(0)
}

if (only === 'exchange') {
  // 100,000 products and offers through /1c_exchange on PostgreSQL and PGlite (exchange.ts).
  const table = await exchangeBench({ adminUrl, port, dbSuffix })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/exchange.md', `${table}\n`)
  process.exit(0)
}

if (only === 'jobs') {
  // 10,000 arrival notices from one 1C import, one worker then two, on PostgreSQL (jobs.ts).
  const table = await jobsBench({ adminUrl, port, dbSuffix })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/jobs.md', `${table}\n`)
  process.exit(0)
}

if (only === 'truck') {
  // «Только для моего грузовика» at 100,000 parts and 1,000,000 part_fits (truck-filter.ts).
  const table = await truckFilterBench({ adminUrl, port, dbSuffix })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/truck-filter.md', `${table}\n`)
  process.exit(0)
}

if (only === 'lists') {
  // «Заказ по списку»: a 500-row list resolved against 100,000 parts (order-lists.ts).
  const table = await orderListBench({ adminUrl, port, dbSuffix })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/order-lists.md', `${table}\n`)
  process.exit(0)
}

if (only === 'cluster') {
  // The part page and suggest through HAProxy, three web processes beside one (cluster.ts).
  const table = await clusterBench({ adminUrl, port, dbSuffix })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/cluster.md', `${table}\n`)
  process.exit(0)
}

if (only === 'html') {
  const table = await partHtmlTable(Number(process.env.BENCH_HTML_PARTS ?? 100_000))
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/part-html.md', `${table}\n`)
  process.exit(0)
}

function seed(parts: number, target: { dataDir: string; databaseUrl?: string }) {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/scripts/seed.ts',
      '--parts',
      String(parts),
      '--data-dir',
      target.dataDir,
    ],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: target.databaseUrl ?? '' } },
  )
}

/** Slugs of parts spread over the catalogue, so the load is not one cached row. */
async function partSlugs(baseUrl: string, count: number): Promise<string[]> {
  const slugs: string[] = []
  for (const query of suggestQueries) {
    const answer = (await (
      await fetch(`${baseUrl}/api/search?s=${encodeURIComponent(query)}&per_page=24`)
    ).json()) as { items?: Array<{ slug: string }> }
    slugs.push(...(answer.items ?? []).map((item) => item.slug))
  }
  if (slugs.length === 0) throw new Error('the seeded catalogue has no parts to open')
  return [...new Set(slugs)].slice(0, count)
}

/**
 * A part page's HTML under load (10 connections) on PostgreSQL, every request rendered
 * (`HTML_CACHE_SECONDS=0`), main's way (`ssrBaselineRef`: the API's routes called directly by a
 * router of the render's own) beside this checkout's (`app.inject`), and this checkout with pages kept
 * 10 s (the default). The three servers run side by side and take turns in short rounds, so a
 * noisy neighbour on this shared machine weighs on each alike; the rounds are pooled.
 */
async function partHtmlTable(parts: number): Promise<string> {
  const databaseUrl = await benchDatabase(adminUrl, `gruzovik_bench_${parts}${dbSuffix}`)
  if (!databaseUrl) return 'PostgreSQL is not reachable: no part page HTML rows'
  const dataDir = path.resolve(`.data/bench-${parts}`)
  seed(parts, { dataDir, databaseUrl })
  const builds: Array<[string, { cwd?: string; env: Record<string, string> }]> = [
    [
      `rendered every request, before (${ssrBaselineRef}: routes called directly)`,
      { cwd: prepareBaseline(ssrBaselineRef), env: { HTML_CACHE_SECONDS: '0' } },
    ],
    [
      'rendered every request, after (data through app.inject)',
      { env: { HTML_CACHE_SECONDS: '0' } },
    ],
    ['after, kept 10 s (default)', { env: { HTML_CACHE_SECONDS: '10' } }],
  ]
  const servers: Array<{ build: string; server: RunningServer }> = []
  try {
    for (const [index, [build, options]] of builds.entries()) {
      servers.push({
        build,
        server: await startServer({ port: port + index, dataDir, databaseUrl, ...options }),
      })
    }
    const slugs = await partSlugs(servers[0]?.server.url ?? '', 60)
    const load = (url: string, seconds: number) =>
      loadEndpoint({
        name: 'part page HTML',
        url,
        paths: slugs.map((slug) => `/parts/${slug}`),
        headers: { 'Accept-Encoding': 'br, gzip' },
        seconds,
      })
    // Warm-up (JIT, connection pools), not counted.
    for (const { server } of servers) await load(server.url, 2)
    const pooled = servers.map(() => ({
      times: [] as number[],
      requests: 0,
      seconds: 0,
      errors: 0,
      cpuMs: 0,
    }))
    for (let round = 0; round < htmlRounds; round++) {
      for (const [index, { server }] of servers.entries()) {
        const cpuBefore = server.cpuMs()
        const result = await load(server.url, htmlRoundSeconds)
        const pool = pooled[index]
        if (!pool) continue
        pool.cpuMs += server.cpuMs() - cpuBefore
        pool.times.push(...result.times)
        pool.requests += result.requestsPerSecond * htmlRoundSeconds
        pool.seconds += htmlRoundSeconds
        pool.errors += result.errors
      }
    }
    const ms = (value: number) => `${Math.round(value)} ms`
    const rows = servers.map(({ build }, index) => {
      const pool = pooled[index] ?? { times: [], requests: 0, seconds: 1, errors: 0, cpuMs: 0 }
      // The server's own CPU per page: what the neighbours' load does not change.
      const cpuPerPage = pool.cpuMs / Math.max(1, pool.times.length)
      const r = summarize(build, pool.times, {
        requestsPerSecond: pool.requests / pool.seconds,
        errors: pool.errors,
      })
      return `| ${build} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.requestsPerSecond)} | ${cpuPerPage.toFixed(1)} ms | ${r.errors} |`
    })
    return [
      `| part page HTML, PostgreSQL, ${parts} parts, 10 connections, ${htmlRounds} interleaved rounds of ${htmlRoundSeconds} s | p50 | p95 | p99 | req/s | server CPU per page | errors |`,
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n')
  } finally {
    for (const { server } of servers) await server.stop()
  }
}

async function firstPartSlug(baseUrl: string): Promise<string> {
  const answer = (await (
    await fetch(`${baseUrl}/api/search?s=${encodeURIComponent('колодка')}`)
  ).json()) as {
    items?: Array<{ slug: string }>
  }
  const slug = answer.items?.[0]?.slug
  if (!slug) throw new Error('the seeded catalogue has no part for "колодка"')
  return slug
}

interface Row extends LoadResult {
  driver: string
  parts: number
}

const rows: Row[] = []
let pages: PageTiming[] = []
const drivers: Array<'pglite' | 'postgres'> = ['pglite', 'postgres']

for (const parts of sizes) {
  for (const driver of drivers) {
    const dataDir = path.resolve(`.data/bench-${parts}`)
    const databaseUrl =
      driver === 'postgres'
        ? await benchDatabase(adminUrl, `gruzovik_bench_${parts}${dbSuffix}`)
        : undefined
    if (databaseUrl === null) {
      console.log('PostgreSQL is not reachable: PostgreSQL rows skipped')
      continue
    }
    console.log(`\n== ${driver}, ${parts} parts`)
    seed(parts, { dataDir, databaseUrl })
    const server = await startServer({ port, dataDir, databaseUrl })
    try {
      const slug = await firstPartSlug(server.url)
      const session = { Session: `bench-${driver}-${parts}` }
      const run = (name: string, paths: string[], headers?: Record<string, string>) =>
        loadEndpoint({ name, url: server.url, paths, headers })
      const results = [
        await run(
          'suggest',
          suggestQueries.map((q) => `/api/search/suggest?s=${encodeURIComponent(q)}`),
        ),
        await run(
          'search',
          suggestQueries.map((q) => `/api/search?s=${encodeURIComponent(q)}`),
        ),
        await run('cart', ['/api/cart'], session),
      ]
      rows.push(...results.map((result) => ({ ...result, driver, parts })))
      if (driver === 'pglite' && parts === sizes[0]) {
        pages = await measurePages(server.url, [
          ['home', '/'],
          ['catalogue', '/catalog'],
          ['part', `/parts/${slug}`],
        ])
      }
    } finally {
      await server.stop()
    }
  }
}

const bundle = measureHomeBundle(path.resolve('dist'))
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
const lines = [
  `Home page initial JS ${bundle.jsKb.toFixed(1)} KB brotli as sent (${bundle.jsGzipKb.toFixed(1)} KB gzip), CSS ${bundle.cssKb.toFixed(1)} KB brotli`,
  '',
  '| page (390 px, slow 4G, cold) | first render | largest contentful paint |',
  '|---|---|---|',
  ...pages.map((p) => `| ${p.name} | ${ms(p.firstRenderMs)} | ${ms(p.lcpMs)} |`),
  '',
  '| API | database | parts | p50 | p95 | p99 | req/s | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.driver} | ${r.parts} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.requestsPerSecond)} | ${r.errors} |`,
  ),
]
const partHtml = await partHtmlTable(sizes[sizes.length - 1] ?? 100_000)
fs.writeFileSync('scripts/bench/part-html.md', `${partHtml}\n`)
const lighthouse = await lighthouseTable({
  baselineRef,
  port: lighthousePort,
  runs: lighthouseRuns,
})
fs.writeFileSync('scripts/bench/lighthouse.md', `${lighthouse}\n`)
const exchange = await exchangeBench({ adminUrl, port, dbSuffix })
fs.writeFileSync('scripts/bench/exchange.md', `${exchange}\n`)
const jobs = await jobsBench({ adminUrl, port, dbSuffix })
fs.writeFileSync('scripts/bench/jobs.md', `${jobs}\n`)
const orderLists = await orderListBench({ adminUrl, port, dbSuffix })
fs.writeFileSync('scripts/bench/order-lists.md', `${orderLists}\n`)
const cluster = await clusterBench({ adminUrl, port, dbSuffix })
fs.writeFileSync('scripts/bench/cluster.md', `${cluster}\n`)
const table = [
  ...[...lines, '', partHtml, '', lighthouse, '', exchange, '', jobs, '', orderLists],
  ...['', cluster],
].join('\n')
console.log(`\n${table}`)
fs.writeFileSync('scripts/bench/latest.md', `${table}\n`)
