import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'
import { createTestApp } from './helpers.ts'
import { waitFor } from './support/wait-for.ts'

/** The value of one sample line of the exposition, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics for Prometheus', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: {
        searchCacheSeconds: 60,
        metrics: { allow: ['127.0.0.1', '10.0.0.0/8'], token: 'scrape-token-0123456789' },
      },
    })
  }, 60_000)
  afterAll(async () => ctx?.close())

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ url: '/metrics', headers, remoteAddress })

  it('counts requests and their time by route pattern, not by address', async () => {
    const before = (await scrape()).body
    const series = 'http_requests_total{method="GET",route="/api/search/suggest",status="200"}'
    const was = sample(before, series) ?? 0
    for (const text of ['камаз', 'фильтр', 'камаз']) {
      const res = await ctx.app.inject({ url: `/api/search/suggest?s=${encodeURIComponent(text)}` })
      expect(res.statusCode).toBe(200)
    }
    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(sample(res.body, series)).toBe(was + 3)
    expect(res.body).not.toContain('камаз')
    expect(
      sample(
        res.body,
        'http_request_duration_seconds_count{method="GET",route="/api/search/suggest"}',
      ),
    ).toBe(was + 3)
    // The same suggest asked twice: the second answer came from memory.
    expect(sample(res.body, 'kept_answers_total{cache="search",result="hit"}')).toBeGreaterThan(0)
    expect(sample(res.body, 'kept_answers_total{cache="search",result="miss"}')).toBeGreaterThan(0)
    expect(res.body).toContain('# TYPE job_queue_jobs gauge')
    expect(res.body).toContain('process_cpu_seconds_total')
    if (ctx.driver === 'postgres') {
      expect(sample(res.body, 'db_pool_connections{state="total"}')).toBeGreaterThan(0)
    } else {
      expect(res.body).not.toContain('db_pool_connections')
    }
  })

  it("shows the job queue's depth: a periodic pass waits for its next run", async () => {
    const waiting = await waitFor(async () => {
      const body = (await scrape()).body
      return sample(body, 'job_queue_jobs{queue="orders.expire-unpaid",state="waiting"}')
    }, 'the expiry pass in the queue')
    expect(waiting).toBe(1)
  })

  it('answers addresses in METRICS_ALLOW, its CIDRs included, and the METRICS_TOKEN', async () => {
    expect((await scrape({}, '10.20.30.40')).statusCode).toBe(200)
    expect(
      (await scrape({ authorization: 'Bearer scrape-token-0123456789' }, '203.0.113.5')).statusCode,
    ).toBe(200)
  })

  it('is closed to anyone else, with the reason in Russian', async () => {
    for (const res of [
      await scrape({}, '203.0.113.5'),
      await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.5'),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: expect.stringMatching(/^Метрики закрыты/) })
    }
  })
})

describe('metrics settings', () => {
  it('closes /metrics to everyone by default', async () => {
    expect(readConfig({}).metrics).toEqual({ allow: [], token: '' })
    const ctx = await createTestApp({ seed: false })
    try {
      expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(403)
    } finally {
      await ctx.close()
    }
  }, 60_000)

  it('stops the start on an address that is not one, or a short token', () => {
    expect(() => readConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/33' })).toThrow(/METRICS_ALLOW/)
    expect(() => readConfig({ METRICS_ALLOW: 'localhost' })).toThrow(/METRICS_ALLOW/)
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(readConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8, ::1' }).metrics.allow).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ])
  })
})
