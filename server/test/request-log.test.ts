import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers.ts'

describe("the app's request log", () => {
  it('is one line per request, not Fastify’s two', async () => {
    const lines: { msg?: string; res?: { statusCode?: number } }[] = []
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        callback()
      },
    })
    const ctx = await createTestApp({ seed: false, logger: { level: 'info', stream } })
    try {
      const res = await ctx.app.inject({ url: '/api/search/suggest?s=' })
      expect(res.statusCode).toBe(200)
    } finally {
      await ctx.close()
    }
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([])
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ res: { statusCode: 200 } }),
    ])
  }, 60_000)
})
