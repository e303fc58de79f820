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
export async function startFakeYookassa() {
  const requests: RecordedRequest[] = []
  const payments = new Map<string, Payment>()
  const byKey = new Map<string, Payment>()
  const troubles: Trouble[] = []
  const refunds = new Map<string, Payment>()
  const refundsByKey = new Map<string, Payment>()
  let nextRefundStatus = 'succeeded'

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const path = (req.url ?? '').replace(/^\/v3/, '')
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
              confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

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
