// `npm run bench:suggest [-- --data-dir .data/bench-100000 --queries 400]`: times
// GET /api/search/suggest in process (routing, validation, SQL, serialisation) over a few
// hundred realistic queries (words as typed, articles in three spellings) and prints p50/p95.
// Fill a big catalogue first with `npm run seed -- --parts 100000 --data-dir <dir>`.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { asc, sql } from 'drizzle-orm'
import { buildApp } from '../src/app.ts'
import { readConfig } from '../src/config.ts'
import { openDatabaseForProcess } from '../src/db/open-for-process.ts'
import { nomenclatures, parts } from '../src/db/schema/index.ts'
import { seedIfEmpty } from '../src/seed/index.ts'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    queries: { type: 'string', default: '400' },
  },
})
const total = Math.max(10, Math.min(10_000, Number(values.queries) || 400))
const config = readConfig()
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : config.dataDir
const database = await openDatabaseForProcess({ databaseUrl: config.databaseUrl, dataDir })
await seedIfEmpty(database.db)
const app = await buildApp({ config, db: database.db })

const [names, articles, [count]] = await Promise.all([
  database.db
    .select({ title: nomenclatures.title })
    .from(nomenclatures)
    .orderBy(asc(nomenclatures.slug)),
  database.db.select({ article: parts.article }).from(parts).orderBy(asc(parts.slug)).limit(60),
  database.db.select({ count: sql<number>`count(*)::int` }).from(parts),
])

/** What customers type: word prefixes as the debounce catches them, then articles. */
const queries: string[] = []
for (const { title } of names) {
  const word = title.split(' ')[0] ?? title
  queries.push(word.slice(0, 4).toLowerCase(), title.toLowerCase())
}
for (const { article } of articles) {
  const bare = article.replace(/[^0-9A-Za-z]/g, '')
  queries.push(article, bare, `${bare.slice(0, 4)} ${bare.slice(4)}`)
}

const request = (s: string) =>
  app.inject({
    url: `/api/search/suggest?s=${encodeURIComponent(s)}`,
    headers: { session: 'bench-suggest' },
  })

for (const s of queries.slice(0, 30)) await request(s) // warm the caches and the JIT

// Wall time is what a customer waits; CPU time (PGlite runs in this process) is the work
// itself, which stays meaningful when other jobs crowd the machine's cores.
const wall: number[] = []
const cpu: number[] = []
for (let i = 0; i < total; i++) {
  const s = queries[i % queries.length] ?? ''
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const res = await request(s)
  const used = process.cpuUsage(cpuStarted)
  wall.push(performance.now() - started)
  cpu.push((used.user + used.system) / 1000)
  if (res.statusCode !== 200) throw new Error(`suggest "${s}" answered ${res.statusCode}`)
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
  return `p50 ${ms(at(50))}, p95 ${ms(at(95))}, p99 ${ms(at(99))}, max ${ms(sorted.at(-1) ?? 0)}`
}
// A trivial statement timed the same way shows how crowded the machine is right now.
const baseline: number[] = []
for (let i = 0; i < 50; i++) {
  const started = performance.now()
  await database.db.execute(sql`select 1`)
  baseline.push(performance.now() - started)
}
console.log(`suggest on ${count?.count ?? 0} parts (${database.driver}), ${total} queries`)
console.log(`  wall: ${summary(wall)}`)
console.log(`  cpu:  ${summary(cpu)}`)
console.log(`  baseline "select 1" wall: ${summary(baseline)}`)
await app.close()
await database.close()
