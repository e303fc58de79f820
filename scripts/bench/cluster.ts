// `npm run bench -- --only cluster` (a section of `npm run bench`): the part page and suggest
// through HAProxy (deploy/haproxy.cfg, rendered for loopback) with three web processes beside
// the same HAProxy with one, on one PostgreSQL (and Redis, given BENCH_REDIS_URL), in
// interleaved rounds of the same run — the throughput several processes buy — with the CPU each
// kind of process used meanwhile. Loaded by wrk when installed (a C generator that leaves the
// cores to what is measured) and by autocannon beside it, else by autocannon alone. Only ever
// talks to processes it starts on 127.0.0.1.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { renderDeployedHaproxyConfig } from '../cluster/haproxy-config.ts'
import { type Child, freshRedis, startHaproxy } from '../cluster/processes.ts'
import { loadEndpoint } from './api-load.ts'
import { partSlugs, suggestQueries } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { cpuSampler } from './cpu-sample.ts'
import { type RunningServer, startServer } from './server-process.ts'
import { wrkInstalled, wrkLoad } from './wrk-load.ts'

const rounds = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3)
const roundSeconds = Number(process.env.BENCH_CLUSTER_ROUND_SECONDS ?? 6)
const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 30)
const generators: Generator[] = (
  process.env.BENCH_CLUSTER_GENERATORS ?? (wrkInstalled() ? 'wrk,autocannon' : 'autocannon')
)
  .split(',')
  .filter((name): name is Generator => name === 'wrk' || name === 'autocannon')
type Generator = 'wrk' | 'autocannon'
const cpuGroups = ['web', 'haproxy', 'postgres', 'generator', 'machine'] as const

export interface ClusterBenchOptions {
  adminUrl: string
  port: number
  dbSuffix: string
}

const modes: { label: string; env: Record<string, string> }[] = [
  { label: 'kept as by default (pages 10 s, answers 5 s)', env: {} },
  {
    label: 'every request worked (HTML_CACHE_SECONDS=0, SEARCH_CACHE_SECONDS=0)',
    env: { HTML_CACHE_SECONDS: '0', SEARCH_CACHE_SECONDS: '0' },
  },
]

interface Total {
  requests: number
  seconds: number
  errors: number
  /** CPU in % of one core, summed over the rounds (divide by `rounds`). */
  cpu: Record<(typeof cpuGroups)[number], number>
  rounds: number
}
type Totals = Map<string, Total>

/** The PostgreSQL backends serving `databaseUrl` now (the web processes' pools). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const found = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return found.rows.map((row) => row.pid)
  } finally {
    await client.end()
  }
}

/** One mode: three web processes, HAProxy before the first alone and before all three. */
async function measure(
  options: ClusterBenchOptions & { databaseUrl: string; dataDir: string; redisUrl: string | null },
  modeEnv: Record<string, string>,
): Promise<Totals> {
  const { port, databaseUrl, dataDir, redisUrl } = options
  const webPorts = [port + 1, port + 2, port + 3]
  const balancers = [
    { label: 'one', port: port + 10, serverPorts: webPorts.slice(0, 1) },
    { label: 'three', port: port + 11, serverPorts: webPorts },
  ]
  const env = {
    SEED_PARTS: '5000',
    JOBS_WORKER: 'on',
    TRUST_PROXY: '127.0.0.1',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...modeEnv,
  }
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
      'part page': (await partSlugs(webs[0]?.url ?? '', 60)).map((slug) => `/parts/${slug}`),
      suggest: suggestQueries.map((q) => `/api/search/suggest?s=${encodeURIComponent(q)}`),
    }
    let backends: number[] = []
    const sampler = cpuSampler(() => ({
      web: webs.map((web) => web.pid),
      haproxy: haproxies.map((haproxy) => haproxy.pid),
      postgres: backends,
      // autocannon runs in this process (wrk's own is read while it runs).
      generator: [process.pid],
    }))
    for (const [endpoint, list] of Object.entries(paths)) {
      for (const generator of generators) {
        const load = async (balancerPort: number, seconds: number) => {
          const target = {
            url: `http://127.0.0.1:${balancerPort}`,
            paths: list,
            headers: { 'Accept-Encoding': 'br, gzip' },
            seconds,
            connections,
          }
          if (generator === 'wrk') return wrkLoad(target)
          const result = await loadEndpoint({ name: endpoint, ...target })
          // Good answers only, as wrkLoad counts: a balancer with no server up answers 503 at once.
          const good = Math.max(0, result.requestsPerSecond - result.errors / seconds)
          return { ...result, requestsPerSecond: good, cpuPercent: Number.NaN }
        }
        // Warm-up: JIT, pools, kept pages and answers; not counted.
        for (const balancer of balancers) await load(balancer.port, 2)
        backends = await backendPids(databaseUrl)
        for (let round = 0; round < rounds; round++) {
          for (const balancer of balancers) {
            sampler.start()
            const result = await load(balancer.port, roundSeconds)
            const cpu = sampler.stop(os.cpus().length)
            if (generator === 'wrk') cpu.generator = result.cpuPercent
            const key = `${endpoint}|${generator}|${balancer.label}`
            const total = totals.get(key) ?? {
              requests: 0,
              seconds: 0,
              errors: 0,
              rounds: 0,
              cpu: { web: 0, haproxy: 0, postgres: 0, generator: 0, machine: 0 },
            }
            total.requests += result.requestsPerSecond * roundSeconds
            total.seconds += roundSeconds
            total.errors += result.errors
            total.rounds += 1
            for (const group of cpuGroups) total.cpu[group] += cpu[group] ?? 0
            totals.set(key, total)
          }
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
    // A whole name of one's own on a PostgreSQL shared by engineers with naming rules.
    process.env.BENCH_CLUSTER_DATABASE?.replace(/[^a-z0-9_]/gi, '') ||
      `gruzovik_bench_cluster${options.dbSuffix}`,
  )
  if (!databaseUrl) return 'PostgreSQL is not reachable: no cluster rows'
  // Redis, as deployed (the catalogue bus, shared kept pages): only a database given for it,
  // emptied for the run.
  const redisUrl = process.env.BENCH_REDIS_URL
    ? await freshRedis(process.env.BENCH_REDIS_URL)
    : null
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-bench-cluster-'))
  const rows: string[] = []
  const cpuRows: string[] = []
  const cpuCell = (total: Total | undefined, group: (typeof cpuGroups)[number]) =>
    total && Number.isFinite(total.cpu[group]) ? Math.round(total.cpu[group] / total.rounds) : '–'
  try {
    for (const mode of modes) {
      const totals = await measure({ ...options, databaseUrl, dataDir, redisUrl }, mode.env)
      for (const endpoint of ['part page', 'suggest']) {
        for (const generator of generators) {
          const of = (label: string) => totals.get(`${endpoint}|${generator}|${label}`)
          const rate = (label: string) => {
            const total = of(label)
            return total ? total.requests / total.seconds : Number.NaN
          }
          const errors = (of('one')?.errors ?? 0) + (of('three')?.errors ?? 0)
          rows.push(
            `| ${endpoint} | ${mode.label} | ${generator} | ${Math.round(rate('one'))} | ${Math.round(rate('three'))} | ${rate('one') >= 1 && rate('three') >= 1 ? `${(rate('three') / rate('one')).toFixed(2)}×` : '–'} | ${errors} |`,
          )
          for (const label of ['one', 'three']) {
            const total = of(label)
            cpuRows.push(
              `| ${endpoint} | ${mode.label.split(' (')[0]} | ${generator} | ${label} | ${Math.round(rate(label))} | ${cpuGroups.map((group) => cpuCell(total, group)).join(' | ')} |`,
            )
          }
        }
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const missingWrk = generators.includes('wrk')
    ? ''
    : ' wrk is not installed (apt-get install wrk): autocannon alone, which takes a good part of a core itself.'
  return [
    `Several processes: HAProxy (deploy/haproxy.cfg) before one web process and before three, PostgreSQL${redisUrl ? ' and Redis (REDIS_URL)' : ' (no Redis: BENCH_REDIS_URL unset)'}, 5,000 parts, ${connections} connections from one load generator (${generators.join(', then ')}), ${rounds} interleaved rounds of ${roundSeconds} s each; measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end (target: three ≥ 1.5× one).${missingWrk}`,
    '',
    '| through HAProxy | pages and answers | load generator | one process, good answers/s | three processes, good answers/s | three / one | failed answers |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `CPU meanwhile, in % of one core (${os.cpus().length * 100} = the whole machine), averaged over the rounds: the web processes together, both HAProxy processes, the PostgreSQL backends of the bench's database, the load generator, and the whole machine (other work on it included).`,
    '',
    '| endpoint | pages and answers | load generator | processes | req/s | web | HAProxy | PostgreSQL | generator | machine |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...cpuRows,
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
