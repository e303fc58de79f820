import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'
import { sameOriginTarget } from '../src/http/spa.ts'
import { createCustomer, createSmsRecorder } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

/** Answers to a raw request written by hand: what a broken or hostile client would send. */
function rawExchange(port: number, write: (socket: net.Socket) => void, waitMs = 8_000) {
  return new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now()
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => write(socket))
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8')
    })
    const done = () => resolve({ text, closedAfterMs: Date.now() - started })
    socket.on('close', done)
    socket.on('error', () => {})
    setTimeout(() => socket.destroy(), waitMs)
  })
}

describe('the edge: redirects, client errors, timeouts and settings', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  let port = 0
  const sms = createSmsRecorder()
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      overrides: { sms: sms.gateway },
      config: {
        timeouts: { headersSeconds: 2, requestSeconds: 3, keepAliveSeconds: 5 },
        trustProxy: ['127.0.0.1'],
      },
    })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const address = ctx.app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(() => ctx.close())

  it('the trailing-slash redirect never leaves the site', async () => {
    for (const [path, location] of [
      ['//evil.example/', '/evil.example'],
      ['/catalog/kamaz/', '/catalog/kamaz'],
    ] as const) {
      const res = await ctx.app.inject({ url: path })
      expect(res.statusCode, path).toBe(301)
      expect(res.headers.location, path).toBe(location)
    }
    // Backslashes as a browser sends them (inject would parse them away): raw requests.
    for (const [path, location] of [
      ['/\\evil.example/', '/evil.example'],
      ['/\\/evil.example/?a=1', '/evil.example?a=1'],
    ] as const) {
      const { text } = await rawExchange(port, (s) =>
        s.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`),
      )
      expect(text, path).toMatch(/^HTTP\/1.1 301/)
      expect(text, path).toContain(`location: ${location}\r\n`)
    }
    expect(sameOriginTarget('///')).toBe('/')
  })

  it('a malformed request gets a Russian answer in the error shape', async () => {
    const { text } = await rawExchange(port, (s) => s.write('GARBAGE\r\n\r\n'))
    expect(text).toMatch(/^HTTP\/1.1 400/)
    expect(text).toContain('{"message":"Некорректный запрос"}')
  })

  it('headers too large get 431 in the error shape', async () => {
    const { text } = await rawExchange(port, (s) =>
      s.write(`GET /api/nodes HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    )
    expect(text).toMatch(/^HTTP\/1.1 431/)
    expect(text).toContain('Слишком большие заголовки запроса')
  })

  it('a client sending one header line at a time is cut off at the headers timeout', async () => {
    const { closedAfterMs } = await rawExchange(
      port,
      (s) => {
        s.write('GET /api/nodes HTTP/1.1\r\nHost: x\r\n')
        const timer = setInterval(() => s.writable && s.write('X-Slow: 1\r\n'), 500)
        s.on('close', () => clearInterval(timer))
      },
      15_000,
    )
    expect(closedAfterMs).toBeLessThan(6_000)
  })

  it('behind a trusted proxy the token cookie is Secure over https', async () => {
    const { customer } = await createCustomer(ctx.db)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/send-sms',
      payload: { phone: `+${customer.phone}` },
    })
    const code = await sms.lastCodeFor(customer.phone)
    const login = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { phone: `+${customer.phone}`, code },
      })
    const viaHttps = await login({ 'x-forwarded-proto': 'https' })
    expect(viaHttps.statusCode).toBe(200)
    expect(String(viaHttps.headers['set-cookie'])).toMatch(/; Secure/)
  })

  it('HOST is loopback while the development bank is on, TRUST_PROXY is read', () => {
    expect(readConfig({ APP_ENV: 'development' }).host).toBe('127.0.0.1')
    expect(readConfig({}).host).toBe('0.0.0.0')
    expect(readConfig({ APP_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(readConfig({}).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
  })
})
