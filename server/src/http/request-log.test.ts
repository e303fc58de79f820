import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { logRequests, oneLinePerRequest } from './request-log.ts'

describe('request log', () => {
  it('writes one line per request with its method, address, status and time', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        callback()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream }, ...oneLinePerRequest() })
    logRequests(app)
    app.get('/api/thing', async () => ({ ok: true }))
    await app.ready()
    await app.inject({ url: '/api/thing?s=%D0%BA%D0%BE' })
    await app.inject({ url: '/api/missing' })
    await app.close()
    const requests = lines.filter((line) => line.msg === 'request completed')
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([])
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatchObject({
      req: { method: 'GET', url: '/api/thing?s=%D0%BA%D0%BE' },
      res: { statusCode: 200 },
    })
    expect(requests[0]?.responseTime).toEqual(expect.any(Number))
    expect(requests[1]).toMatchObject({ req: { url: '/api/missing' }, res: { statusCode: 404 } })
  })
})
