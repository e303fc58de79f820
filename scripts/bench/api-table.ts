// The full run's first table: the home page's bundle, page timings under slow 4G, and API
// latency and throughput under autocannon, on PGlite and (when it answers) PostgreSQL.
import path from 'node:path'
import { measureHomeBundle } from '../bundle-size.ts'
import { type LoadResult, loadEndpoint } from './api-load.ts'
import { seedCatalogue, suggestQueries } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { measurePages, type PageTiming } from './page-timings.ts'
import { startServer } from './server-process.ts'

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

export async function apiTable(options: {
  sizes: number[]
  adminUrl: string
  port: number
  dbSuffix: string
}): Promise<string> {
  const { sizes, adminUrl, port, dbSuffix } = options
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
      seedCatalogue(parts, { dataDir, databaseUrl })
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
  return [
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
  ].join('\n')
}
