// `npm run bench -- --only truck`: «Только для моего грузовика» on PostgreSQL at 100,000 parts
// with 1,000,000 `part_fits` rows — a catalogue page and a search, each with and without the
// filter in the same run; the target is the filtered p95 within 1.2× of the plain one
// (docs/product.md#the-chosen-truck). The seeded database is kept and reused between runs.
// BENCH_TRUCK_RUNS sets the requests per column (40). With BENCH_TRUCK_BASELINE_REF, that
// commit's server (a worktree of its own, lighthouse.ts) is measured on the same database in
// the same run, its requests alternated with this one's.
import path from 'node:path'
import pg from 'pg'
import { summarize } from './api-load.ts'
import { seedCatalogue } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { threadsCpuMs } from './cpu-sample.ts'
import { prepareBaseline } from './lighthouse.ts'
import { type RunningServer, startServer } from './server-process.ts'

interface Options {
  adminUrl: string
  port: number
  dbSuffix: string
  parts?: number
  fits?: number
  runs?: number
  /** A commit to measure beside this checkout ("before"), on the same database. */
  baselineRef?: string | undefined
}

const target = 1.2

/** A server measured, and the CPU it has used so far (its process and its database backends). */
interface Measured {
  label: string
  server: RunningServer
  cpuMs(): Promise<number>
}

/** The database URL with the connections named, so their backends can be told apart. */
function named(databaseUrl: string, name: string) {
  const url = new URL(databaseUrl)
  url.searchParams.set('application_name', name)
  return url.toString()
}

/**
 * CPU used by a server's process and by its PostgreSQL backends (found by their
 * application_name), thread by thread: a cost per request that a busy machine slows down but
 * does not inflate as it does the response times. A thread or backend is counted from its start
 * (a new one's work is this request's); one that ended since the last reading is left out, so a
 * thread ending never reads as time given back.
 */
function cpuOf(monitor: pg.Client, server: RunningServer, name: string) {
  let before = new Map<number, number>()
  let used = 0
  return async () => {
    const { rows } = await monitor.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [name],
    )
    const now = threadsCpuMs(server.pid ?? 0)
    for (const { pid } of rows) for (const [tid, ms] of threadsCpuMs(pid)) now.set(tid, ms)
    for (const [tid, ms] of now) used += ms - (before.get(tid) ?? 0)
    before = now
    return used
  }
}

/** Random (part, model) rows up to `fits`, as a catalogue with rich fitment from 1C would have. */
async function fillFits(databaseUrl: string, fits: number) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const [{ count }] = (await client.query('select count(*)::int as count from part_fits'))
      .rows as [{ count: number }]
    // The visibility map lets a model's rows come from the index alone (migration 0032). The
    // seed vacuumed the plain page's counts; the truck's (migration 0036) are moved by this
    // insert's triggers after it and kept their dead rows (12 % of part_model_counts' here),
    // which only the filtered column read: all are vacuumed alike.
    const vacuum = () =>
      client.query('vacuum analyze part_fits, part_model_counts, part_word_model_counts')
    if (count >= fits) {
      await vacuum()
      return count
    }
    // Each part gets the same share of models (fits ÷ parts), picked at random per part.
    await client.query(
      `insert into part_fits (part_id, truck_model_id)
       select p.id, m.id from parts p
       cross join lateral (
         select id from truck_models where p.id is not null
         order by random() limit greatest(1, round($1::numeric / (select count(*) from parts)))
       ) m
       on conflict do nothing`,
      [fits],
    )
    await vacuum()
    const [{ count: after }] = (await client.query('select count(*)::int as count from part_fits'))
      .rows as [{ count: number }]
    return after
  } finally {
    await client.end()
  }
}

export async function truckFilterBench(options: Options): Promise<string> {
  const parts = options.parts ?? 100_000
  const fits = options.fits ?? 1_000_000
  const runs = options.runs ?? Number(process.env.BENCH_TRUCK_RUNS ?? 40)
  const baselineRef = options.baselineRef ?? process.env.BENCH_TRUCK_BASELINE_REF
  const databaseUrl = await benchDatabase(
    options.adminUrl,
    `gruzovik_bench_truck_${parts}${options.dbSuffix}`,
  )
  if (!databaseUrl) return '| «Только для моего грузовика» | PostgreSQL not reachable |'
  const dataDir = path.resolve(`.data/bench-truck-${parts}`)
  seedCatalogue(parts, { dataDir, databaseUrl })
  const fitRows = await fillFits(databaseUrl, fits)
  // This checkout first: its migrations are the database's; the baseline finds them applied.
  const servers: Measured[] = []
  const monitor = new pg.Client({ connectionString: databaseUrl })
  await monitor.connect()
  try {
    // Kept answers would measure the cache: every request is asked anew.
    const env = { SEARCH_CACHE_SECONDS: '0' }
    const start = async (label: string, port: number, cwd?: string) => {
      const name = `bench-truck-${port}`
      const url = named(databaseUrl, name)
      const server = await startServer({
        port,
        dataDir,
        databaseUrl: url,
        env,
        ...(cwd && { cwd }),
      })
      return { label, server, cpuMs: cpuOf(monitor, server, name) }
    }
    servers.push(await start('after', options.port))
    if (baselineRef) {
      const cwd = prepareBaseline(baselineRef, options.dbSuffix)
      servers.unshift(await start(`before (${baselineRef})`, options.port + 1, cwd))
    }
    const lines = await measure(servers, runs)
    return [
      `PostgreSQL, ${parts} parts, ${fitRows} part_fits rows, ${runs} runs each, kept answers off.`,
      '',
      // «plain»: no truck at all (the target's baseline); «chosen»: the truck chosen and its parts
      // marked, the filter off — what the filter alone adds is filtered against chosen.
      // CPU: the server's process and its database backends per request (cpuOf), plain / chosen
      // / filtered, and filtered ÷ plain.
      '| «Только для моего грузовика» | server | parts found (plain → filtered) | plain p50 | plain p95 | chosen p95 | filtered p50 | filtered p95 | p95 ratio to plain | to chosen | target ≤ 1.2× | CPU per request plain / chosen / filtered |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...lines,
    ].join('\n')
  } finally {
    for (const { server } of servers) await server.stop()
    await monitor.end()
  }
}

/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

/** Each case on each server, every column in turn, so all meet the same machine load. */
async function measure(servers: Measured[], runs: number) {
  const first = servers[0]?.server
  if (!first) throw new Error('no server to measure')
  const makes = (await (await fetch(`${first.url}/api/truck-makes`)).json()) as {
    slug: string
    models: { uuid: string }[]
  }[]
  const volvo = makes.find((make) => make.slug === 'volvo') ?? makes[0]
  const model = volvo?.models[0]?.uuid
  if (!volvo || !model) throw new Error('no truck model in the bench catalogue')
  const truck = `truck_model=${model}&truck_year=2016`
  const cases = [
    ['catalogue page', `/api/catalog?args[]=${volvo.slug}`],
    ['search «фильтр»', `/api/search?s=${encodeURIComponent('фильтр')}`],
  ] as const
  const time = async (server: RunningServer, url: string) => {
    const started = performance.now()
    const res = await fetch(`${server.url}${url}`)
    const body = (await res.json()) as { pagination?: { total: number } }
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    return { ms: performance.now() - started, total: body.pagination?.total ?? 0 }
  }
  const lines: string[] = []
  for (const [name, plain] of cases) {
    const chosen = `${plain}&${truck}`
    const filtered = `${chosen}&truck_only=true`
    const urls = [plain, chosen, filtered]
    for (const { server } of servers) {
      for (let i = 0; i < 5; i++) await Promise.all(urls.map((url) => time(server, url)))
    }
    // Alternated, so every column meets the same machine load.
    const times = servers.map(() => ({
      plain: [] as number[],
      chosen: [] as number[],
      filtered: [] as number[],
    }))
    const cpu = servers.map(() => ({ plain: 0, chosen: 0, filtered: 0 }))
    const totals = servers.map(() => ({ plain: 0, filtered: 0 }))
    // Each round asks every server for every column once, in an order drawn anew: in a fixed
    // order the same column always came first after the other server's requests (and after the
    // previous round's collector work).
    const columns = [
      ['plain', plain],
      ['chosen', chosen],
      ['filtered', filtered],
    ] as const
    const pairs = servers.flatMap((_, index) => columns.map((column) => ({ index, column })))
    for (let i = 0; i < runs; i++) {
      for (const { index, column } of shuffled(pairs)) {
        const measured = servers[index]
        const used = cpu[index]
        if (!measured || !used) continue
        const [name, url] = column
        const cpuBefore = await measured.cpuMs()
        const answer = await time(measured.server, url)
        used[name] += (await measured.cpuMs()) - cpuBefore
        times[index]?.[name].push(answer.ms)
        const found = totals[index]
        if (found && name !== 'chosen') found[name] = answer.total
      }
    }
    for (const [index, { label }] of servers.entries()) {
      const measured = times[index] ?? { plain: [], chosen: [], filtered: [] }
      const found = totals[index] ?? { plain: 0, filtered: 0 }
      const p = summarize('plain', measured.plain, { requestsPerSecond: 0, errors: 0 })
      const c = summarize('chosen', measured.chosen, { requestsPerSecond: 0, errors: 0 })
      const f = summarize('filtered', measured.filtered, { requestsPerSecond: 0, errors: 0 })
      const ratio = f.p95 / p.p95
      const used = cpu[index] ?? { plain: 0, chosen: 0, filtered: 0 }
      const perRequest = [used.plain, used.chosen, used.filtered].map((ms) =>
        (ms / runs).toFixed(1),
      )
      lines.push(
        `| ${name} | ${label} | ${found.plain} → ${found.filtered} | ${Math.round(p.p50)} ms | ${Math.round(p.p95)} ms | ${Math.round(c.p95)} ms | ${Math.round(f.p50)} ms | ${Math.round(f.p95)} ms | ${ratio.toFixed(2)}× | ${(f.p95 / c.p95).toFixed(2)}× | ${ratio <= target ? 'met' : 'MISSED'} | ${perRequest.join(' / ')} ms (${(used.filtered / used.plain).toFixed(2)}×) |`,
      )
    }
  }
  return lines
}
