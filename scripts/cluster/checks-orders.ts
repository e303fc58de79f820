// Checks c and d of `npm run test:cluster`: checkouts through a process killed under them, and
// a rolling restart under load.
import { randomUUID } from 'node:crypto'
import type { CheckResult, Cluster } from './cluster.ts'
import { api, sleep } from './shop-client.ts'

interface Buyer {
  token: string
}

interface CartAnswer {
  cart_products?: { product_uuid: string; quantity: number }[]
}

/** A failure a client tries again: no answer (0) or the balancer's or server's 5xx. */
const tryAgain = (status: number) => status === 0 || status >= 500

/**
 * Puts exactly `quantity` of `part` in the buyer's (empty) cart. Adding is not idempotent (it
 * adds to the line), so after a failed answer the client reads the cart and sets the quantity.
 */
async function fillCart(
  base: string,
  buyer: Buyer,
  part: string,
  quantity: number,
  seen: { failed: number },
) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const cart = await api<CartAnswer>(base, 'GET', '/api/cart', { token: buyer.token })
    if (tryAgain(cart.status)) {
      seen.failed++
      await sleep(100)
      continue
    }
    const line = cart.body.cart_products?.find((p) => p.product_uuid === part)
    if (line?.quantity === quantity && cart.body.cart_products?.length === 1) return
    const body = { product_uuid: part, quantity }
    const changed = line
      ? await api(base, 'PUT', '/api/cart/items', { token: buyer.token, body })
      : await api(base, 'POST', '/api/cart/items', { token: buyer.token, body })
    if (tryAgain(changed.status)) seen.failed++
    else if (changed.status !== 200) {
      throw new Error(`cart answered ${changed.status}: ${JSON.stringify(changed.body)}`)
    }
  }
  throw new Error('the cart did not take the part in 40 tries')
}

interface Placed {
  key: string
  number: string
  part: string
  quantity: number
  retries: number
}

/** One checkout; the order is retried with the same idempotency_key until it is answered. */
async function checkout(
  base: string,
  buyer: Buyer,
  part: string,
  quantity: number,
  seen: { failed: number },
) {
  await fillCart(base, buyer, part, quantity, seen)
  const key = randomUUID()
  const body = {
    idempotency_key: key,
    counterparty_uuid: null,
    recipient_uuid: null,
    delivery: { type: 'pickup', branch: 'spb' },
    payment_method: 'card',
  }
  for (let retries = 0; retries < 40; retries++) {
    const answer = await api<{ number?: string }>(base, 'POST', '/api/orders', {
      token: buyer.token,
      body,
    })
    if ((answer.status === 201 || answer.status === 200) && answer.body.number) {
      return { key, number: answer.body.number, part, quantity, retries } satisfies Placed
    }
    if (!tryAgain(answer.status)) {
      throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    }
    seen.failed++
    await sleep(100)
  }
  throw new Error(`order ${key} not answered in 40 tries`)
}

/**
 * c. 200 checkouts from 20 buyers at once through HAProxy; one web process is killed (SIGKILL)
 * in the middle. Every checkout completes, each is one order, and the stock is exact.
 */
export async function checkCheckoutsSurviveKill(
  cluster: Cluster,
  buyers: Buyer[],
  perBuyer = 10,
): Promise<CheckResult> {
  const name = `c. ${buyers.length * perBuyer} checkouts from ${buyers.length} buyers survive a web process killed with SIGKILL`
  const { db } = cluster
  const { rows: parts } = await db.query<{ id: string }>(
    `select id from parts where not is_not_new and removed_at is null and price > 0
     order by id desc limit 10`,
  )
  await db.query('update parts set total_stock = 1000 where id = any($1)', [parts.map((p) => p.id)])
  const total = buyers.length * perBuyer
  let done = 0
  const failures: string[] = []
  const placed: Placed[] = []
  let killedAt = -1
  // Answers the client got that were no answer or a 5xx (it tried again after each).
  const seen = { failed: 0 }
  const runs = buyers.map(async (buyer, b) => {
    for (let k = 0; k < perBuyer; k++) {
      const part = parts[(b + k) % parts.length]?.id ?? ''
      try {
        placed.push(await checkout(cluster.balancer, buyer, part, 1 + (k % 3), seen))
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error))
      }
      done++
      if (killedAt < 0 && done >= total / 3) {
        killedAt = done
        process.kill(cluster.webs[1]?.pid ?? 0, 'SIGKILL')
      }
    }
  })
  const started = performance.now()
  await Promise.all(runs)
  const seconds = (performance.now() - started) / 1000
  await cluster.restartWeb(1)

  const numbers = new Set(placed.map((p) => p.number))
  const { rows: orders } = await db.query<{ key: string; part: string; quantity: number }>(
    `select o.idempotency_key as key, i.part_id as part, i.quantity
     from orders o join order_items i on i.order_id = o.id
     where o.idempotency_key = any($1)`,
    [placed.map((p) => p.key)],
  )
  const { rows: allOrders } = await db.query<{ n: number }>('select count(*)::int as n from orders')
  const byKey = new Map(orders.map((o) => [o.key, o]))
  const wrongLines = placed.filter(
    (p) => byKey.get(p.key)?.part !== p.part || byKey.get(p.key)?.quantity !== p.quantity,
  ).length
  const { rows: stock } = await db.query<{ id: string; total_stock: number }>(
    'select id, total_stock from parts where id = any($1)',
    [parts.map((p) => p.id)],
  )
  const stockWrong = stock.filter((row) => {
    const ordered = placed.filter((p) => p.part === row.id).reduce((sum, p) => sum + p.quantity, 0)
    return row.total_stock !== 1000 - ordered
  }).length
  const retried = placed.filter((p) => p.retries > 0).length
  const passed =
    failures.length === 0 &&
    placed.length === total &&
    numbers.size === total &&
    orders.length === total &&
    allOrders[0]?.n === total &&
    wrongLines === 0 &&
    stockWrong === 0
  return {
    name,
    passed,
    detail: [
      `${placed.length}/${total} placed in ${seconds.toFixed(1)} s (killed after ${killedAt}; the client saw ${seen.failed} failed answers and retried ${retried} orders)`,
      `${numbers.size} distinct numbers, ${orders.length} orders with their keys, ${allOrders[0]?.n} orders in all, ${wrongLines} with wrong lines`,
      `stock exact on ${stock.length - stockWrong}/${stock.length} parts`,
      ...failures.slice(0, 3).map((f) => `failed: ${f}`),
    ].join('; '),
  }
}

/**
 * d. Load through HAProxy (part pages, search, suggest, a cart) while each web process in turn
 * gets SIGTERM, is started again and is back in the balancer: no answer is a 5xx.
 */
export async function checkRollingRestart(cluster: Cluster, clients = 8): Promise<CheckResult> {
  const name = 'd. a rolling restart of every web process under load answers no 5xx'
  const { rows } = await cluster.db.query<{ slug: string; id: string }>(
    `select slug, id from parts where not is_not_new and removed_at is null and total_stock > 5
     order by id limit 5`,
  )
  const statuses = new Map<number, number>()
  const badSamples: string[] = []
  let running = true
  const load = Array.from({ length: clients }, async (_, c) => {
    const session = `cluster-rolling-${c}`
    // The guest's cart line the load then changes (PUT: idempotent, the balancer may retry it).
    await api(cluster.balancer, 'POST', '/api/cart/items', {
      session,
      body: { product_uuid: rows[0]?.id, quantity: 1 },
    })
    for (let i = 0; running; i++) {
      const part = rows[i % rows.length]
      const request =
        i % 4 === 0
          ? api(cluster.balancer, 'GET', `/parts/${part?.slug}`)
          : i % 4 === 1
            ? api(cluster.balancer, 'GET', `/api/search?s=${encodeURIComponent('фильтр')}`)
            : i % 4 === 2
              ? api(cluster.balancer, 'GET', '/api/search/suggest?s=MAN')
              : api(cluster.balancer, 'PUT', '/api/cart/items', {
                  session,
                  body: { product_uuid: rows[0]?.id, quantity: 1 + (i % 2) },
                })
      const { status, body } = await request
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if ((status === 0 || status >= 500) && badSamples.length < 3) {
        badSamples.push(`${i % 4} → ${status} ${JSON.stringify(body).slice(0, 160)}`)
      }
    }
  })
  const started = performance.now()
  await sleep(1000)
  for (let index = 0; index < cluster.webs.length; index++) {
    await cluster.webs[index]?.stop()
    await cluster.restartWeb(index)
    // Back in HAProxy: 2 good checks 1 s apart (rise 2, inter 1s) before the next one goes.
    await sleep(3000)
  }
  running = false
  await Promise.all(load)
  const seconds = (performance.now() - started) / 1000
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0)
  const bad = [...statuses.entries()].filter(([status]) => status === 0 || status >= 500)
  const badCount = bad.reduce((sum, [, n]) => sum + n, 0)
  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
    .join(', ')
  return {
    name,
    passed: badCount === 0 && answered > 100,
    detail: [
      `${answered} requests in ${seconds.toFixed(1)} s by ${clients} clients: ${summary}`,
      ...badSamples,
    ].join('; '),
  }
}
