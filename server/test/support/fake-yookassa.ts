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

/** How the fake answers the next payment creations, one entry each: then it answers normally. */
type Trouble = { kind: 'status'; status: number } | { kind: 'slow'; ms: number }

/**
 * A small YooKassa on loopback for tests: `POST /v3/payments` (idempotent by Idempotence-Key, as
 * the real one) and `GET /v3/payments/{id}`. It records every request; tests set a payment's
 * status as the bank would and queue troubles (a 5xx, a 4xx, an answer slower than the client waits).
 */
export async function startFakeYookassa() {
  const requests: RecordedRequest[] = []
  const payments = new Map<string, Payment>()
  const byKey = new Map<string, Payment>()
  const troubles: Trouble[] = []

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
    creations: () => requests.filter((r) => r.method === 'POST' && r.path === '/payments'),
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
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeYookassa = Awaited<ReturnType<typeof startFakeYookassa>>
