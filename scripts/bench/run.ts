// `npm run bench`: the performance table — bundle size, page timings under slow 4G,
// and API latency/throughput under autocannon on 5,000 and 100,000 parts, on PGlite and, when a
// local PostgreSQL answers, on PostgreSQL. Only ever talks to servers it starts on 127.0.0.1.
// `--only <name>` runs one bench of `benches` and writes its table alone.
import fs from 'node:fs'
import { apiTable } from './api-table.ts'
import { clusterBench } from './cluster.ts'
import { exchangeBench } from './exchange.ts'
import { jobsBench } from './jobs.ts'
import { lighthouseTable } from './lighthouse.ts'
import { orderListBench } from './order-lists.ts'
import { partHtmlTable } from './part-html.ts'
import { searchBenchTable } from './search-bench.ts'
import { truckFilterBench } from './truck-filter.ts'

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined
const baselineRef = process.env.BENCH_BASELINE_REF ?? 'e202dad'
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
// The baseline's server takes this port, this checkout's the next one.
const lighthousePort = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3790)

const sizes = (process.env.BENCH_PARTS ?? '5000,100000').split(',').map(Number)
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const port = Number(process.env.BENCH_PORT ?? 3700)
/** Appended to the bench database names, so engineers sharing one PostgreSQL do not collide. */
const dbSuffix = (process.env.BENCH_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '')
const database = { adminUrl, port, dbSuffix }

/** Each bench with the file under scripts/bench/ its table is written to. */
const benches: Record<string, { file: string; table: () => Promise<string> }> = {
  lighthouse: {
    file: 'lighthouse.md',
    table: () => lighthouseTable({ baselineRef, port: lighthousePort, runs: lighthouseRuns }),
  },
  search: {
    file: 'search.md',
    table: () => searchBenchTable({ ...database, million: process.argv.includes('--million') }),
  },
  // 100,000 products and offers through /1c_exchange on PostgreSQL and PGlite (exchange.ts).
  exchange: { file: 'exchange.md', table: () => exchangeBench(database) },
  // 10,000 arrival notices from one 1C import, one worker then two, on PostgreSQL (jobs.ts).
  jobs: { file: 'jobs.md', table: () => jobsBench(database) },
  // «Только для моего грузовика» at 100,000 parts and 1,000,000 part_fits (truck-filter.ts).
  truck: { file: 'truck-filter.md', table: () => truckFilterBench(database) },
  // «Заказ по списку»: a 500-row list resolved against 100,000 parts (order-lists.ts).
  lists: { file: 'order-lists.md', table: () => orderListBench(database) },
  // The part page and suggest through HAProxy, three web processes beside one (cluster.ts).
  cluster: { file: 'cluster.md', table: () => clusterBench(database) },
  html: {
    file: 'part-html.md',
    table: () => partHtmlTable(Number(process.env.BENCH_HTML_PARTS ?? 100_000), database),
  },
}

async function runBench(name: string, table = benches[name]?.table): Promise<string> {
  const bench = benches[name]
  if (!bench || !table) throw new Error(`no bench "${name}": ${Object.keys(benches).join(', ')}`)
  const text = await table()
  fs.writeFileSync(`scripts/bench/${bench.file}`, `${text}\n`)
  return text
}

if (only) {
  console.log(`\n${await runBench(only)}`)
  process.exit(0)
}

const tables = [
  await apiTable({ sizes, ...database }),
  // The full run's part page at its largest catalogue.
  await runBench('html', () => partHtmlTable(sizes[sizes.length - 1] ?? 100_000, database)),
]
for (const name of ['lighthouse', 'exchange', 'jobs', 'lists', 'cluster']) {
  tables.push(await runBench(name))
}
const table = tables.join('\n\n')
console.log(`\n${table}`)
fs.writeFileSync('scripts/bench/latest.md', `${table}\n`)
