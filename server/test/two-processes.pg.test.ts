import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from './pg-scratch.ts'
import { outboxLine, waitFor } from './support/wait-for.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const adminUrl = process.env.TEST_DATABASE_URL

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(base: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      const res = await fetch(`${base}/api/data`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`server did not start in time:\n${log()}`)
}

/** The fields of the answers this test reads. */
interface Answer {
  token: { token: string }
  user: { full_name: string }
  cart_products: { product_uuid: string; quantity: number }[]
  number: string
}

/**
 * Two real server processes behind one PostgreSQL, as replicas behind a load balancer: codes,
 * send limits, tokens and carts live in the database, so each step may hit either process.
 */
describe('two server processes on one PostgreSQL', () => {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
  const children: ChildProcess[] = []
  const bases: string[] = []
  const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gruzovik-2p-')), 'sms.jsonl')
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl)
    const ports = [await freePort(), await freePort()]
    // Both start at once: the startup lock makes them migrate and seed one after the other.
    await Promise.all(
      ports.map(async (port) => {
        let output = ''
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: scratch.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            SEED_PARTS: '60',
            SMS_GATEWAY: 'outbox',
            SMS_OUTBOX_FILE: outbox,
            DIST_DIR: path.join(os.tmpdir(), 'gruzovik-no-dist'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        child.stdout?.on('data', (chunk) => {
          output += chunk
        })
        child.stderr?.on('data', (chunk) => {
          output += chunk
        })
        children.push(child)
        const base = `http://127.0.0.1:${port}`
        bases.push(base)
        await waitUntilUp(base, child, () => output)
      }),
    )
  }, 180_000)

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
    await scratch?.drop()
  }, 60_000)

  const api = async (
    base: string,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return { status: res.status, body: (await res.json()) as Answer }
  }

  it('logs in and keeps the cart across both processes', async () => {
    const [a = '', b = ''] = bases
    const client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
    const { rows } = await client.query<{ id: string }>(
      'select id from parts where total_stock >= 2 and not is_not_new order by slug limit 1',
    )
    await client.end()
    const partId = rows[0]?.id
    expect(partId).toBeTruthy()

    const guest = { session: `two-process-guest-${process.pid}` }
    expect(
      (await api(a, 'POST', '/api/cart/items', guest, { product_uuid: partId, quantity: 1 }))
        .status,
    ).toBe(200)
    expect((await api(b, 'GET', '/api/cart', guest)).body.cart_products).toHaveLength(1)

    const phone = '+79990000001' // a seeded demo customer
    expect((await api(a, 'POST', '/api/auth/login/send-sms', {}, { phone })).status).toBe(200)
    // the send limit is shared: the other process refuses a second send within 60 s
    expect((await api(b, 'POST', '/api/auth/login/send-sms', {}, { phone })).status).toBe(429)

    // The SMS is sent by a worker after the answer: wait for its line.
    const { code } = await waitFor(
      () =>
        outboxLine<{ phone: string; code: string }>(outbox, (line) => line.phone === '79990000001'),
      'the login code in the outbox',
    )
    const wrong = code === '0000' ? '1111' : '0000'
    expect((await api(a, 'POST', '/api/auth/login', guest, { phone, code: wrong })).status).toBe(
      422,
    )
    const login = await api(b, 'POST', '/api/auth/login', guest, { phone, code })
    expect(login.status).toBe(200)
    const auth = { authorization: `Bearer ${login.body.token.token}` }

    // the token issued by B works on A, and the guest cart was merged into the customer's
    expect((await api(a, 'GET', '/api/data', auth)).body.user.full_name).toBe(
      'Петров Иван Сергеевич',
    )
    const cart = await api(a, 'GET', '/api/cart', auth)
    expect(cart.body.cart_products.map((p: { product_uuid: string }) => p.product_uuid)).toContain(
      partId,
    )
    expect(
      (await api(b, 'PUT', '/api/cart/items', auth, { product_uuid: partId, quantity: 2 })).status,
    ).toBe(200)
    const after = await api(a, 'GET', '/api/cart', auth)
    const line2 = after.body.cart_products.find(
      (p: { product_uuid: string }) => p.product_uuid === partId,
    )
    expect(line2?.quantity).toBe(2)

    // a double click split across the two processes still makes one order
    const [first, second] = await Promise.all([
      api(a, 'POST', '/api/orders/fast', auth, {}),
      api(b, 'POST', '/api/orders/fast', auth, {}),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.body.number).toBe(second.body.number)
  })
})
