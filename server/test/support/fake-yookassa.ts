import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

type Payment = Record<string, unknown> & { id: string; status: string }

/** How the fake answers the next creations (payments, refunds), one entry each: then normally. */
type Trouble = { kind: 'status'; status: number } | { kind: 'slow'; ms: number }

/**
 * A small YooKassa on loopback for tests: `POST /v3/payments` and `POST /v3/refunds` (idempotent
 * by Idempotence-Key, as the real one; a refund only of a succeeded payment), `GET
 * /v3/payments/{id}` and `GET /v3/refunds/{id}`. It records every request; tests set a payment's
 * status as the bank would and queue troubles (a 5xx, a 4xx, an answer slower than the client waits).
 */
export interface FakeYookassaOptions {
  /** Loopback port; 0 (default) takes a free one. */
  port?: number
  /**
   * The bank's confirmation page at `/checkout?orderId=…` (for browser journeys): its buttons pay
   * or cancel the payment, send the shop's notification to `notifyUrl` (when set) and return
   * the customer to the payment's `return_url`. Without it the confirmation address leads nowhere.
   */
  checkoutPages?: { notifyUrl?: string }
  /**
   * Other outside services answered on the same port, before YooKassa's paths (the e2e's fake
   * VIN catalogue): true when it answered the request.
   */
  alsoServes?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export async function startFakeYookassa(options: FakeYookassaOptions = {}) {
  const requests: RecordedRequest[] = []
  const payments = new Map<string, Payment>()
  const byKey = new Map<string, Payment>()
  const troubles: Trouble[] = []
  const refunds = new Map<string, Payment>()
  const refundsByKey = new Map<string, Payment>()
  let nextRefundStatus = 'succeeded'

  let origin = ''

  /** The confirmation page: pay or cancel, notify the shop, go back to the shop. */
  async function checkout(req: http.IncomingMessage, res: http.ServerResponse, text: string) {
    const url = new URL(req.url ?? '/', origin)
    const payment = payments.get(url.searchParams.get('orderId') ?? '')
    if (!payment) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('no such payment')
      return
    }
    if (req.method === 'GET') {
      const amount = payment.amount as { value: string }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>ЮKassa (тест)</title></head>
<body><h1>ЮKassa (тест): ${escapeHtml(String(payment.description))}</h1><p>${escapeHtml(amount.value)} ₽</p>
<form method="post"><button name="result" value="succeeded">Оплатить</button>
<button name="result" value="canceled">Отменить оплату</button></form></body></html>`)
      return
    }
    const result =
      new URLSearchParams(text).get('result') === 'succeeded' ? 'succeeded' : 'canceled'
    payment.status = result
    payment.paid = result === 'succeeded'
    const notifyUrl = options.checkoutPages?.notifyUrl
    if (notifyUrl) {
      await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'notification',
          event: `payment.${result}`,
          object: { id: payment.id, status: result },
        }),
      }).catch(() => {})
    }
    const returnUrl = String((payment.confirmation as Record<string, unknown>).return_url)
    res.writeHead(303, { location: returnUrl }).end()
  }

  const server = http.createServer((req, res) => {
    if (options.alsoServes?.(req, res)) return
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const path = (req.url ?? '').replace(/^\/v3/, '')
      if (options.checkoutPages && (path === '/' || path === '/favicon.ico')) {
        res.writeHead(path === '/' ? 200 : 204, { 'content-type': 'text/plain' }).end()
        return
      }
      if (options.checkoutPages && path.startsWith('/checkout')) {
        void checkout(req, res, text)
        return
      }
      const body = text ? (JSON.parse(text) as unknown) : undefined
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      const send = (status: number, answer: unknown) => {
        if (res.destroyed) return
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer))
      }
      if (req.method === 'POST' && path === '/payments') {
        const key = String(req.headers['idempotence-key'] ?? '')
        const trouble = troubles.shift()
        if (trouble?.kind === 'status') {
          send(trouble.status, { type: 'error', code: 'trouble', description: 'queued by test' })
          return
        }
        let payment = byKey.get(key)
        if (!payment) {
          const id = randomUUID()
          const input = body as Record<string, unknown>
          payment = {
            id,
            status: 'pending',
            paid: false,
            amount: input.amount,
            description: input.description,
            metadata: input.metadata,
            confirmation: {
              type: 'redirect',
              return_url: (input.confirmation as Record<string, unknown>).return_url,
              confirmation_url: options.checkoutPages
                ? `${origin}/checkout?orderId=${id}`
                : `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
            },
            created_at: new Date().toISOString(),
            test: true,
          }
          payments.set(id, payment)
          byKey.set(key, payment)
        }
        const answer = payment
        if (trouble?.kind === 'slow') setTimeout(() => send(200, answer), trouble.ms)
        else send(200, answer)
        return
      }
      if (req.method === 'POST' && path === '/refunds') {
        const key = String(req.headers['idempotence-key'] ?? '')
        const trouble = troubles.shift()
        if (trouble?.kind === 'status') {
          send(trouble.status, { type: 'error', code: 'trouble', description: 'queued by test' })
          return
        }
        const input = body as Record<string, unknown>
        const paid = payments.get(String(input.payment_id))
        if (paid?.status !== 'succeeded') {
          send(400, { type: 'error', code: 'invalid_request', parameter: 'payment_id' })
          return
        }
        let refund = refundsByKey.get(key)
        if (!refund) {
          refund = {
            id: randomUUID(),
            payment_id: input.payment_id,
            status: nextRefundStatus,
            amount: input.amount,
            description: input.description,
            created_at: new Date().toISOString(),
          }
          refunds.set(refund.id, refund)
          refundsByKey.set(key, refund)
        }
        const answer = refund
        if (trouble?.kind === 'slow') setTimeout(() => send(200, answer), trouble.ms)
        else send(200, answer)
        return
      }
      const refund = req.method === 'GET' && /^\/refunds\/([^/]+)$/.exec(path)
      if (refund) {
        const found = refunds.get(decodeURIComponent(refund[1] ?? ''))
        if (found) send(200, found)
        else send(404, { type: 'error', code: 'not_found' })
        return
      }
      const found = req.method === 'GET' && /^\/payments\/([^/]+)$/.exec(path)
      if (found) {
        const payment = payments.get(decodeURIComponent(found[1] ?? ''))
        if (payment) send(200, payment)
        else send(404, { type: 'error', code: 'not_found' })
        return
      }
      send(404, { type: 'error', code: 'not_found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  return {
    url: `http://127.0.0.1:${port}/v3`,
    requests,
    payments,
    refunds,
    creations: () => requests.filter((r) => r.method === 'POST' && r.path === '/payments'),
    refundRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/refunds'),
    reads: () => requests.filter((r) => r.method === 'GET'),
    queue(...next: Trouble[]) {
      troubles.push(...next)
    },
    /** The bank's side of a payment: paid or cancelled there. */
    setStatus(id: string, status: 'pending' | 'succeeded' | 'canceled') {
      const payment = payments.get(id)
      if (!payment) throw new Error(`no payment ${id} at the fake`)
      payment.status = status
      payment.paid = status === 'succeeded'
    },
    /** How the fake answers new refunds: at once (`succeeded`, the default) or later. */
    answerRefundsWith(status: 'pending' | 'succeeded' | 'canceled') {
      nextRefundStatus = status
    },
    /** The bank's side of a refund. */
    setRefundStatus(id: string, status: 'pending' | 'succeeded' | 'canceled') {
      const refund = refunds.get(id)
      if (!refund) throw new Error(`no refund ${id} at the fake`)
      refund.status = status
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeYookassa = Awaited<ReturnType<typeof startFakeYookassa>>
