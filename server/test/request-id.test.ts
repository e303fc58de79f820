import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestIdSourcesFrom } from '../src/http/request-id.ts'
import { createTestApp } from './helpers.ts'

interface LogLine {
  msg?: string
  reqId?: string
}

describe('request ids from the load balancer', () => {
  const lines: LogLine[] = []
  let ctx: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        callback()
      },
    })
    ctx = await createTestApp({ seed: false, logger: { level: 'info', stream } })
    // A handler of this test that logs as a module's would: through the request's logger.
    ctx.app.get('/test/logs-twice', async (request) => {
      request.log.info('first line of the handler')
      request.log.info('second line of the handler')
      return { ok: true }
    })
  }, 60_000)
  afterAll(async () => ctx?.close())

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id)

  it("keeps the balancer's id: answered in the header, on every log line of the request", async () => {
    const id = '0a1b2c3d-lb_42:7f.x'
    const res = await ctx.app.inject({ url: '/test/logs-twice', headers: { 'x-request-id': id } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe(id)
    expect(linesOf(id).map((line) => line.msg)).toEqual([
      'first line of the handler',
      'second line of the handler',
      'request completed',
    ])
  })

  it('makes an id when none is given, a new one per request, on API answers too', async () => {
    const first = await ctx.app.inject({ url: '/api/search/suggest?s=' })
    const second = await ctx.app.inject({ url: '/api/search/suggest?s=' })
    const ids = [first, second].map((res) => String(res.headers['x-request-id']))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
    for (const id of ids) expect(linesOf(id).map((line) => line.msg)).toEqual(['request completed'])
  })

  it('replaces an id that is too long or has unsafe characters', async () => {
    for (const bad of ['x'.repeat(65), 'a b', 'id"\\n{"msg":"forged"}', '<script>']) {
      const res = await ctx.app.inject({
        url: '/test/logs-twice',
        headers: { 'x-request-id': bad },
      })
      const id = String(res.headers['x-request-id'])
      expect(id).not.toBe(bad)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(linesOf(id)).toHaveLength(3)
    }
    expect(lines.some((line) => line.msg === 'forged')).toBe(false)
  })
})

describe('request ids only from the balancer (REQUEST_ID_FROM)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { requestIdFrom: requestIdSourcesFrom('10.0.0.0/8, 192.0.2.7') },
    })
  }, 60_000)
  afterAll(async () => ctx?.close())

  const idFrom = async (remoteAddress: string) =>
    String(
      (
        await ctx.app.inject({
          url: '/api/search/suggest?s=',
          headers: { 'x-request-id': 'from-the-balancer-1' },
          remoteAddress,
        })
      ).headers['x-request-id'],
    )

  it("takes the id from the listed peers, and replaces any other peer's", async () => {
    expect(await idFrom('10.20.30.40')).toBe('from-the-balancer-1')
    expect(await idFrom('192.0.2.7')).toBe('from-the-balancer-1')
    expect(await idFrom('::ffff:10.0.0.1')).toBe('from-the-balancer-1')
    for (const peer of ['203.0.113.5', '192.0.2.8', '127.0.0.1']) {
      expect(await idFrom(peer)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('stops the start on an entry that is not an address or CIDR', () => {
    expect(() => requestIdSourcesFrom('10.0.0.0/40')).toThrow(/REQUEST_ID_FROM/)
    expect(() => requestIdSourcesFrom('balancer.local')).toThrow(/REQUEST_ID_FROM/)
    expect(requestIdSourcesFrom('')).toEqual([])
  })
})
