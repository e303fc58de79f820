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

/** Random (part, model) rows up to `fits`, as a catalogue with rich fitment from 1C would have. */
async function fillFits(databaseUrl: string, fits: number) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const [{ count }] = (await client.query('select count(*)::int as count from part_fits'))
      .rows as [{ count: number }]
    // The visibility map lets a model's rows come from the index alone (migration 0032).
    if (count >= fits) {
      await client.query('vacuum analyze part_fits')
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
    await client.query('vacuum analyze part_fits')
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
  const servers: { label: string; server: RunningServer }[] = []
  try {
    // Kept answers would measure the cache: every request is asked anew.
    const env = { SEARCH_CACHE_SECONDS: '0' }
    servers.push({
      label: 'after',
      server: await startServer({ port: options.port, dataDir, databaseUrl, env }),
    })
    if (baselineRef) {
      const cwd = prepareBaseline(baselineRef, options.dbSuffix)
      const port = options.port + 1
      const server = await startServer({ port, dataDir, databaseUrl, env, cwd })
      servers.unshift({ label: `before (${baselineRef})`, server })
    }
    const lines = await measure(servers, runs)
    return [
      `PostgreSQL, ${parts} parts, ${fitRows} part_fits rows, ${runs} runs each, kept answers off.`,
      '',
      // «plain»: no truck at all (the target's baseline); «chosen»: the truck chosen and its parts
      // marked, the filter off — what the filter alone adds is filtered against chosen.
      '| «Только для моего грузовика» | server | parts found (plain → filtered) | plain p50 | plain p95 | chosen p95 | filtered p50 | filtered p95 | p95 ratio to plain | to chosen | target ≤ 1.2× |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...lines,
    ].join('\n')
  } finally {
    for (const { server } of servers) await server.stop()
  }
}

/** Each case on each server, plain and filtered in turn, so all meet the same machine load. */
async function measure(servers: { label: string; server: RunningServer }[], runs: number) {
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
    const totals = servers.map(() => ({ plain: 0, filtered: 0 }))
    for (let i = 0; i < runs; i++) {
      for (const [index, { server }] of servers.entries()) {
        const a = await time(server, plain)
        const c = await time(server, chosen)
        const b = await time(server, filtered)
        times[index]?.plain.push(a.ms)
        times[index]?.chosen.push(c.ms)
        times[index]?.filtered.push(b.ms)
        totals[index] = { plain: a.total, filtered: b.total }
      }
    }
    for (const [index, { label }] of servers.entries()) {
      const measured = times[index] ?? { plain: [], chosen: [], filtered: [] }
      const found = totals[index] ?? { plain: 0, filtered: 0 }
      const p = summarize('plain', measured.plain, { requestsPerSecond: 0, errors: 0 })
      const c = summarize('chosen', measured.chosen, { requestsPerSecond: 0, errors: 0 })
      const f = summarize('filtered', measured.filtered, { requestsPerSecond: 0, errors: 0 })
      const ratio = f.p95 / p.p95
      lines.push(
        `| ${name} | ${label} | ${found.plain} → ${found.filtered} | ${Math.round(p.p50)} ms | ${Math.round(p.p95)} ms | ${Math.round(c.p95)} ms | ${Math.round(f.p50)} ms | ${Math.round(f.p95)} ms | ${ratio.toFixed(2)}× | ${(f.p95 / c.p95).toFixed(2)}× | ${ratio <= target ? 'met' : 'MISSED'} |`,
      )
    }
  }
  return lines
}
