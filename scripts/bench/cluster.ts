// `npm run bench -- --only cluster` (a section of `npm run bench`): the part page and suggest
// through HAProxy (deploy/haproxy.cfg, rendered for loopback) with three web processes beside
// the same HAProxy with one, on one PostgreSQL, in interleaved rounds of the same run — the
// throughput several processes buy. Only ever talks to processes it starts on 127.0.0.1.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderDeployedHaproxyConfig } from '../cluster/haproxy-config.ts'
import { type Child, startHaproxy } from '../cluster/processes.ts'
import { loadEndpoint } from './api-load.ts'
import { benchDatabase } from './bench-database.ts'
import { type RunningServer, startServer } from './server-process.ts'

const rounds = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3)
const roundSeconds = Number(process.env.BENCH_CLUSTER_ROUND_SECONDS ?? 6)
const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 30)
const suggestQueries = ['колодка', '81.50601', 'фильтр масл', 'MAN', 'стартер', 'A 003 420']

export interface ClusterBenchOptions {
  adminUrl: string
  port: number
  dbSuffix: string
}

async function partPaths(base: string): Promise<string[]> {
  const slugs = new Set<string>()
  for (const query of suggestQueries) {
    const answer = (await (
      await fetch(`${base}/api/search?s=${encodeURIComponent(query)}&per_page=24`)
    ).json()) as { items?: { slug: string }[] }
    for (const item of answer.items ?? []) slugs.add(item.slug)
  }
  if (!slugs.size) throw new Error('the seeded catalogue has no parts to open')
  return [...slugs].slice(0, 60).map((slug) => `/parts/${slug}`)
}

const modes: { label: string; env: Record<string, string> }[] = [
  { label: 'kept as by default (pages 10 s, answers 5 s)', env: {} },
  {
    label: 'every request worked (HTML_CACHE_SECONDS=0, SEARCH_CACHE_SECONDS=0)',
    env: { HTML_CACHE_SECONDS: '0', SEARCH_CACHE_SECONDS: '0' },
  },
]

type Totals = Map<string, { requests: number; seconds: number; errors: number }>

/** One mode: three web processes, HAProxy before the first alone and before all three. */
async function measure(
  options: ClusterBenchOptions & { databaseUrl: string; dataDir: string },
  modeEnv: Record<string, string>,
): Promise<Totals> {
  const { port, databaseUrl, dataDir } = options
  const webPorts = [port + 1, port + 2, port + 3]
  const balancers = [
    { label: 'one', port: port + 10, serverPorts: webPorts.slice(0, 1) },
    { label: 'three', port: port + 11, serverPorts: webPorts },
  ]
  const env = { SEED_PARTS: '5000', JOBS_WORKER: 'on', TRUST_PROXY: '127.0.0.1', ...modeEnv }
  const webs: RunningServer[] = []
  const haproxies: Child[] = []
  const totals: Totals = new Map()
  try {
    // The first seeds the catalogue (under the start-up lock); the others find it there.
    for (const webPort of webPorts) {
      webs.push(await startServer({ port: webPort, dataDir, databaseUrl, env }))
    }
    for (const balancer of balancers) {
      const dir = fs.mkdtempSync(path.join(dataDir, 'haproxy-'))
      haproxies.push(await startHaproxy(renderDeployedHaproxyConfig(balancer), dir, balancer.port))
    }
    // Every server marked up by HAProxy's checks (rise 2, inter 1 s).
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const paths = {
      'part page': await partPaths(webs[0]?.url ?? ''),
      suggest: suggestQueries.map((q) => `/api/search/suggest?s=${encodeURIComponent(q)}`),
    }
    for (const [endpoint, list] of Object.entries(paths)) {
      const load = (balancerPort: number, seconds: number) =>
        loadEndpoint({
          name: endpoint,
          url: `http://127.0.0.1:${balancerPort}`,
          paths: list,
          headers: { 'Accept-Encoding': 'br, gzip' },
          seconds,
          connections,
        })
      // Warm-up: JIT, pools, kept pages and answers; not counted.
      for (const balancer of balancers) await load(balancer.port, 2)
      for (let round = 0; round < rounds; round++) {
        for (const balancer of balancers) {
          const result = await load(balancer.port, roundSeconds)
          const key = `${endpoint}|${balancer.label}`
          const total = totals.get(key) ?? { requests: 0, seconds: 0, errors: 0 }
          total.requests += result.requestsPerSecond * roundSeconds
          total.seconds += roundSeconds
          total.errors += result.errors
          totals.set(key, total)
        }
      }
    }
    return totals
  } finally {
    for (const haproxy of haproxies) await haproxy.stop()
    for (const web of webs) await web.stop()
  }
}

export async function clusterBench(options: ClusterBenchOptions) {
  const databaseUrl = await benchDatabase(
    options.adminUrl,
    `gruzovik_bench_cluster${options.dbSuffix}`,
  )
  if (!databaseUrl) return 'PostgreSQL is not reachable: no cluster rows'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-bench-cluster-'))
  const rows: string[] = []
  try {
    for (const mode of modes) {
      const totals = await measure({ ...options, databaseUrl, dataDir }, mode.env)
      for (const endpoint of ['part page', 'suggest']) {
        const rate = (label: string) => {
          const total = totals.get(`${endpoint}|${label}`)
          return total ? total.requests / total.seconds : Number.NaN
        }
        const errors =
          (totals.get(`${endpoint}|one`)?.errors ?? 0) +
          (totals.get(`${endpoint}|three`)?.errors ?? 0)
        rows.push(
          `| ${endpoint} | ${mode.label} | ${Math.round(rate('one'))} | ${Math.round(rate('three'))} | ${(rate('three') / rate('one')).toFixed(2)}× | ${errors} |`,
        )
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return [
    `Several processes: HAProxy (deploy/haproxy.cfg) before one web process and before three, PostgreSQL, 5,000 parts, ${connections} connections (one autocannon process), ${rounds} interleaved rounds of ${roundSeconds} s each; measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end (target: three ≥ 1.5× one).`,
    '',
    '| through HAProxy | pages and answers | one process, req/s | three processes, req/s | three / one | errors |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await clusterBench({
    adminUrl: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: Number(process.env.BENCH_PORT ?? 3700),
    dbSuffix: (process.env.BENCH_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, ''),
  })
  console.log(`\n${table}`)
  fs.writeFileSync('scripts/bench/cluster.md', `${table}\n`)
}
