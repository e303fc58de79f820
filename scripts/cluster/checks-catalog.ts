// Checks a and b of `npm run test:cluster`: what a 1C import through one process does in the others.
import fs from 'node:fs'
import path from 'node:path'
import { exchange } from '../bench/exchange.ts'
import type { CheckResult, Cluster } from './cluster.ts'
import { api, outboxLines, sleep } from './shop-client.ts'

/** bench-0 of scripts/bench/exchange-files.ts: its article and retail price (roubles). */
const firstArticle = '81.10000-000000'
const firstPrice = 500
const newPrice = 777

async function priceOn(base: string): Promise<number | undefined> {
  const answer = await api<{ items?: { article: string; price: { price: number } }[] }>(
    base,
    'GET',
    `/api/search?s=${encodeURIComponent(firstArticle)}`,
  )
  return answer.body?.items?.find((item) => item.article === firstArticle)?.price.price
}

/**
 * a. A price changed by a 1C import through one process is what a search through each of the
 * others answers within 1 s — though they kept the old answer a moment before.
 */
export async function checkPriceEverywhere(cluster: Cluster): Promise<CheckResult> {
  const name = 'a. a 1C price change reaches the search of every process within 1 s'
  const others = cluster.webs.slice(1)
  for (const web of others) {
    const before = await priceOn(web.url)
    if (before !== firstPrice * 100) {
      return { name, passed: false, detail: `${web.url} answered ${before} before the import` }
    }
  }
  const changed = `${cluster.exchangeFiles}-price`
  fs.mkdirSync(changed, { recursive: true })
  fs.copyFileSync(path.join(cluster.exchangeFiles, 'import.xml'), path.join(changed, 'import.xml'))
  const offers = fs.readFileSync(path.join(cluster.exchangeFiles, 'offers.xml'), 'utf8')
  fs.writeFileSync(
    path.join(changed, 'offers.xml'),
    offers.replace(
      `<ЦенаЗаЕдиницу>${firstPrice}.00</ЦенаЗаЕдиницу>`,
      `<ЦенаЗаЕдиницу>${newPrice}.00</ЦенаЗаЕдиницу>`,
    ),
  )
  await exchange(cluster.webs[0]?.url ?? '', changed)
  const imported = performance.now()
  const seenAfter = new Map<string, number>()
  while (seenAfter.size < others.length && performance.now() - imported < 10_000) {
    await Promise.all(
      others.map(async (web) => {
        if (seenAfter.has(web.url)) return
        if ((await priceOn(web.url)) === newPrice * 100) {
          seenAfter.set(web.url, performance.now() - imported)
        }
      }),
    )
    await sleep(50)
  }
  const times = others.map((web) => {
    const ms = seenAfter.get(web.url)
    return `${web.url.replace('http://127.0.0.1', '')}: ${ms === undefined ? 'not within 10 s' : `${Math.round(ms)} ms`}`
  })
  const slowest = Math.max(
    ...others.map((web) => seenAfter.get(web.url) ?? Number.POSITIVE_INFINITY),
  )
  return {
    name,
    passed: slowest <= 1000,
    detail: `new price seen after the import: ${times.join(', ')}`,
  }
}

/**
 * b. Arrival notices are sent exactly once: buyers follow parts that are sold out, 1C's import
 * brings them back, two workers share the dispatch and the sending.
 */
export async function checkNoticesOnce(cluster: Cluster, followed = 60): Promise<CheckResult> {
  const name = 'b. arrival notices are sent exactly once with two workers'
  const { db } = cluster
  const { rows: parts } = await db.query<{ id: string }>(
    `select id from parts where total_stock > 0 and removed_at is null order by id limit $1`,
    [followed],
  )
  await db.query(`insert into accounts (id, name)
    select gen_random_uuid(), 'Кластер ' || g from generate_series(1, 20) g`)
  const { rows: customers } = await db.query<{ id: string; phone: string }>(
    `insert into customers (account_id, phone, full_name, last_name_f, initials)
     select id, '7903' || lpad(row_number() over ()::text, 7, '0'), 'Кластер', 'Кластер', 'К.'
     from accounts where name like 'Кластер %' returning id, phone`,
  )
  for (const [index, part] of parts.entries()) {
    await db.query('insert into inform_receipts (customer_id, part_id) values ($1, $2)', [
      customers[index % customers.length]?.id,
      part.id,
    ])
  }
  await db.query('update parts set total_stock = 0 where id = any($1)', [parts.map((p) => p.id)])
  const phones = new Set(customers.map((c) => c.phone))
  const notices = () => outboxLines(cluster.outbox).filter((line) => phones.has(line.phone))
  await exchange(cluster.webs[1]?.url ?? '', cluster.exchangeFiles)
  const imported = performance.now()
  while (notices().length < parts.length && performance.now() - imported < 30_000) await sleep(200)
  const allSentMs = performance.now() - imported
  // Time for a second copy to come if one were coming.
  await sleep(3000)
  const sent = notices()
  const twice = sent.length - new Set(sent.map((line) => `${line.phone} ${line.text}`)).size
  const { rows } = await db.query<{ notified: number }>(
    `select count(*)::int as notified from inform_receipts
     where part_id = any($1) and notified_at is not null`,
    [parts.map((p) => p.id)],
  )
  return {
    name,
    passed:
      parts.length === followed &&
      sent.length === followed &&
      twice === 0 &&
      rows[0]?.notified === followed,
    detail: `${followed} followed parts back in stock: ${sent.length} SMS (${twice} twice) in ${(allSentMs / 1000).toFixed(1)} s, ${rows[0]?.notified} marked notified`,
  }
}
