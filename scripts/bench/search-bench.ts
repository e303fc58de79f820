// `npm run bench -- --only search [--million]`: search and suggest under load (10 connections)
// before (a build of BENCH_SEARCH_BASELINE_REF, 9acf343 by default: the search as the search
// targets' report measured it) and after (this checkout), in the same run, on 100,000 parts on
// PGlite and PostgreSQL; `--million` adds 1,000,000 parts on PostgreSQL (BENCH_SEARCH_SIZES=1000000
// runs it alone). Seeded databases are kept and reused between runs (BENCH_DB_SUFFIX keeps
// engineers sharing one PostgreSQL apart).
import path from 'node:path'
import { type LoadResult, loadEndpoint } from './api-load.ts'
import { seedCatalogue } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { prepareBaseline } from './lighthouse.ts'
import { startServer } from './server-process.ts'

/** What shoppers type: words, forms, makes, articles in their spellings, б/у numbers. */
export const searchBenchQueries = [
  'колодка',
  'фильтр масл',
  'стартер',
  'тормозной',
  'помпа камаз',
  'камаз',
  'MAN',
  'A 003 420',
  '81.50601',
  'БУ-003664',
]

/** What a suggest box sends while these are typed: every prefix from two characters on. */
const typedPrefixes = searchBenchQueries.flatMap((query) =>
  Array.from({ length: query.length - 1 }, (_, index) => query.slice(0, index + 2)),
)

/** Seconds of load each endpoint is given before it is measured (see the warm-up below). */
const warmUpSeconds = 8

interface Options {
  adminUrl: string
  port: number
  dbSuffix: string
  million: boolean
}

interface Row extends LoadResult {
  driver: string
  parts: number
  build: string
}

export async function searchBenchTable(options: Options): Promise<string> {
  // Before: the search targets' report (9acf343); BENCH_SEARCH_BASELINE_REFS adds earlier steps of
  // the work (every request to the database, as after), each on databases of its own.
  const refs = (
    process.env.BENCH_SEARCH_BASELINE_REFS ??
    process.env.BENCH_SEARCH_BASELINE_REF ??
    '9acf343'
  )
    .split(',')
    .filter(Boolean)
  // After twice: every answer from the database, and answers kept the default 5 s (what a
  // shop runs: the same words asked by many shoppers are answered from memory).
  const builds: Array<[string, string, Record<string, string>, string]> = [
    ...refs.map((ref, index): [string, string, Record<string, string>, string] => [
      index === 0 ? `before (${ref})` : `${ref}, every request to the database`,
      prepareBaseline(ref, options.dbSuffix),
      index === 0 ? {} : { SEARCH_CACHE_SECONDS: '0' },
      index === 0 ? 'base_' : `base${index}_`,
    ]),
    ['after, every request to the database', process.cwd(), { SEARCH_CACHE_SECONDS: '0' }, ''],
    ['after, answers kept 5 s (default)', process.cwd(), { SEARCH_CACHE_SECONDS: '5' }, ''],
  ]
  const drivers = (process.env.BENCH_SEARCH_DRIVERS ?? 'postgres,pglite').split(',')
  // BENCH_SEARCH_SIZES=1000000 with --million runs the million alone (its seeding is long).
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '').split(',').filter(Boolean).map(Number)
  const targets: Array<{ driver: 'pglite' | 'postgres'; parts: number }> = [
    { driver: 'postgres' as const, parts: 100_000 },
    { driver: 'pglite' as const, parts: 100_000 },
    ...(options.million ? [{ driver: 'postgres' as const, parts: 1_000_000 }] : []),
  ].filter(
    (target) =>
      drivers.includes(target.driver) && (sizes.length === 0 || sizes.includes(target.parts)),
  )
  const rows: Row[] = []
  for (const { driver, parts } of targets) {
    for (const [build, cwd, env, tag] of builds) {
      const dataDir = path.resolve(`.data/bench-${tag}${parts}`)
      const databaseUrl =
        driver === 'postgres'
          ? await benchDatabase(
              options.adminUrl,
              `gruzovik_bench_${tag}${parts}${options.dbSuffix}`,
            )
          : undefined
      if (databaseUrl === null) {
        console.log('PostgreSQL is not reachable: PostgreSQL rows skipped')
        continue
      }
      console.log(`\n== ${build}, ${driver}, ${parts} parts`)
      // The build's own seed script (the schema differs between before and after); a million
      // parts are generated in memory before they are inserted.
      seedCatalogue(
        parts,
        { dataDir, databaseUrl },
        { cwd, env: { NODE_OPTIONS: '--max-old-space-size=6144' } },
      )
      const server = await startServer({ port: options.port, dataDir, databaseUrl, cwd, env })
      try {
        const load = (name: string, at: string) =>
          loadEndpoint({
            name,
            url: server.url,
            paths: searchBenchQueries.map((q) => `${at}?s=${encodeURIComponent(q)}`),
          })
        // A warm-up of each: the first requests pay for connections and cold pages, a prepared
        // statement's first five runs on each connection for a plan of their own (prepared.ts),
        // and V8 compiles the server's hot code as it runs. A shop's server has long paid them;
        // the bench measures one that has. Two seconds were not enough: on one server the first
        // eight measured seconds of suggest gave p95 16-19 ms, the next eight 15.4-16.5 (session
        // 16); after eight seconds of warm-up they agree.
        for (const at of ['/api/search', '/api/search/suggest']) {
          await loadEndpoint({
            name: 'warm-up',
            url: server.url,
            paths: (at === '/api/search' ? searchBenchQueries : typedPrefixes).map(
              (q) => `${at}?s=${encodeURIComponent(q)}`,
            ),
            seconds: warmUpSeconds,
          })
        }
        for (const result of [
          await loadEndpoint({
            name: 'suggest',
            url: server.url,
            paths: typedPrefixes.map((q) => `/api/search/suggest?s=${encodeURIComponent(q)}`),
          }),
          await load('search', '/api/search'),
        ]) {
          rows.push({ ...result, driver, parts, build })
        }
      } finally {
        await server.stop()
      }
    }
  }
  const ms = (value: number) => `${Math.round(value)} ms`
  return [
    `Search under load, 10 connections, 8 s each after ${warmUpSeconds} s of each to warm up, queries: ${searchBenchQueries.map((q) => `«${q}»`).join(', ')} (suggest: each typed letter by letter, ${typedPrefixes.length} prefixes)`,
    '',
    '| API | database | parts | build | p50 | p95 | p99 | req/s | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.driver} | ${r.parts} | ${r.build} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.requestsPerSecond)} | ${r.errors} |`,
    ),
  ].join('\n')
}
