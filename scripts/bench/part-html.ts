// The part page's HTML under load: main's server render beside this checkout's, and this
// checkout with pages kept (`npm run bench -- --only html`, and a table of the full run).
import path from 'node:path'
import { loadEndpoint, summarize } from './api-load.ts'
import { partSlugs, seedCatalogue } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { prepareBaseline } from './lighthouse.ts'
import { type RunningServer, startServer } from './server-process.ts'

/**
 * The part page HTML's "before": main before the server render asked the API through
 * `app.inject` (its data through api-dispatch.ts, a router of its own beside Fastify's).
 */
const ssrBaselineRef = process.env.BENCH_SSR_BASELINE_REF ?? '8ea9a04'
const htmlRounds = Number(process.env.BENCH_HTML_ROUNDS ?? 4)
const htmlRoundSeconds = Number(process.env.BENCH_HTML_ROUND_SECONDS ?? 5)

/**
 * A part page's HTML under load (10 connections) on PostgreSQL, every request rendered
 * (`HTML_CACHE_SECONDS=0`), main's way (`ssrBaselineRef`: the API's routes called directly by a
 * router of the render's own) beside this checkout's (`app.inject`), and this checkout with pages kept
 * 10 s (the default). The three servers run side by side and take turns in short rounds, so a
 * noisy neighbour on this shared machine weighs on each alike; the rounds are pooled.
 */
export async function partHtmlTable(
  parts: number,
  { adminUrl, port, dbSuffix }: { adminUrl: string; port: number; dbSuffix: string },
): Promise<string> {
  const databaseUrl = await benchDatabase(adminUrl, `gruzovik_bench_${parts}${dbSuffix}`)
  if (!databaseUrl) return 'PostgreSQL is not reachable: no part page HTML rows'
  const dataDir = path.resolve(`.data/bench-${parts}`)
  seedCatalogue(parts, { dataDir, databaseUrl })
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
