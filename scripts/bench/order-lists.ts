// `npm run bench -- --only lists`: «Заказ по списку» — a list of 500 rows resolved in one request
// (POST /api/cart/import/resolve) against 100,000 parts, on PostgreSQL and PGlite; the targets
// are p95 ≤ 1.5 s on PostgreSQL and ≤ 4 s on PGlite for the whole list. Seeded databases are kept
// and reused between runs (the same names as the rest of the bench).
import path from 'node:path'
import { summarize } from './api-load.ts'
import { seedCatalogue } from './bench-catalogue.ts'
import { benchDatabase } from './bench-database.ts'
import { startServer } from './server-process.ts'

interface Options {
  adminUrl: string
  port: number
  dbSuffix: string
  parts?: number
  rows?: number
  runs?: number
}

const targets = { postgres: 1500, pglite: 4000 } as const
const queries = ['колодка', 'фильтр', 'стартер', 'насос', 'датчик', 'рычаг', 'шланг', 'ремень']

/** Articles of real parts, written as buyers write them: dots, spaces, dashes, lower case. */
async function listRows(baseUrl: string, count: number) {
  const articles = new Set<string>()
  for (const query of queries) {
    for (let page = 1; page <= 3 && articles.size < count; page++) {
      const answer = (await (
        await fetch(
          `${baseUrl}/api/search?s=${encodeURIComponent(query)}&per_page=100&page=${page}`,
        )
      ).json()) as { items?: Array<{ article: string }> }
      for (const item of answer.items ?? []) articles.add(item.article)
    }
  }
  const known = [...articles].slice(0, Math.round(count * 0.8))
  const spelled = (article: string, i: number) =>
    i % 3 === 0
      ? article.replace(/(\d{3})(?=\d)/g, '$1 ')
      : i % 3 === 1
        ? article.toLowerCase()
        : article
  return Array.from({ length: count }, (_, i) => {
    const article = known[i % Math.max(1, known.length)]
    return i < known.length && article
      ? { line: i + 2, article: spelled(article, i), quantity: `${(i % 5) + 1} шт` }
      : { line: i + 2, article: `НЕТ-${100000 + i}`, quantity: '1' }
  })
}

export async function orderListBench(options: Options): Promise<string> {
  const parts = options.parts ?? 100_000
  const rowCount = options.rows ?? 500
  const runs = options.runs ?? 20
  const lines: string[] = []
  for (const driver of ['postgres', 'pglite'] as const) {
    const databaseUrl =
      driver === 'postgres'
        ? await benchDatabase(options.adminUrl, `gruzovik_bench_${parts}${options.dbSuffix}`)
        : undefined
    if (driver === 'postgres' && !databaseUrl) {
      lines.push(`| PostgreSQL | ${parts} | — | — | — | — | not reachable |`)
      continue
    }
    const dataDir = path.resolve(`.data/bench-${parts}`)
    seedCatalogue(parts, { dataDir, databaseUrl: databaseUrl ?? undefined })
    const server = await startServer({
      port: options.port,
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
    })
    try {
      const rows = await listRows(server.url, rowCount)
      const resolve = async () => {
        const started = performance.now()
        const res = await fetch(`${server.url}/api/cart/import/resolve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Session: 'bench-order-list-session' },
          body: JSON.stringify({ rows }),
        })
        const body = (await res.json()) as { summary?: { found: number; not_found: number } }
        if (!res.ok) throw new Error(`resolve answered ${res.status}`)
        return { ms: performance.now() - started, summary: body.summary }
      }
      // Warm-up (JIT, plans, caches), not counted.
      for (let i = 0; i < 3; i++) await resolve()
      const times: number[] = []
      let summary: { found: number; not_found: number } | undefined
      for (let i = 0; i < runs; i++) {
        const run = await resolve()
        times.push(run.ms)
        summary = run.summary
      }
      const r = summarize(driver, times, { requestsPerSecond: 0, errors: 0 })
      const target = targets[driver]
      lines.push(
        `| ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${parts} | ${Math.round(r.p50)} ms | ${Math.round(r.p95)} ms | ${target} ms | ${summary ? `${summary.found} found, ${summary.not_found} not` : '—'} | ${r.p95 <= target ? 'met' : 'MISSED'} |`,
      )
    } finally {
      await server.stop()
    }
  }
  return [
    `| resolve a ${rowCount}-row list (one request, ${runs} runs) | parts | p50 | p95 | target p95 | rows | target |`,
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n')
}
