import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { readConfig } from '../src/config.ts'
import { rateLimitGroupOf } from '../src/http/rate-limits.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

const defaults = readConfig({}).rateLimits

describe('rate limits', () => {
  const closing: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const close of closing.reverse()) await close()
  })
  async function appWith(rateLimits = defaults, redisUrl = '') {
    const ctx = await createTestApp({ seed: false, config: { rateLimits, redisUrl } })
    closing.push(() => ctx.close())
    return ctx
  }

  it('sorts calls into groups: auth, orders, passports and the rest; pages are not limited', () => {
    expect(rateLimitGroupOf('/api/auth/login/send-sms')).toBe('auth')
    expect(rateLimitGroupOf('/api/orders/100123')).toBe('orders')
    expect(rateLimitGroupOf('/api/payments/x/complete')).toBe('orders')
    expect(rateLimitGroupOf(`/api/recipients/${randomUUID()}/show-passport`)).toBe('passport')
    expect(rateLimitGroupOf('/api/search?s=x')).toBe('api')
    expect(rateLimitGroupOf('/catalog/kamaz')).toBeNull()
    expect(rateLimitGroupOf('/cart/add')).toBe('api')
  })

  it('order-number guessing stops at the default 60 a minute with a Russian 429 and Retry-After', async () => {
    const { app, db } = await appWith()
    const who = await createCustomer(db)
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof app.inject>> | null = null
    for (let n = 0; n < 70; n++) {
      const res = await app.inject({
        url: `/api/orders/${100_000 + n}`,
        headers: who.auth,
        remoteAddress: '203.0.113.20',
      })
      statuses.push(res.statusCode)
      if (res.statusCode === 429) refused ??= res
    }
    expect(statuses.slice(0, defaults.orders).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(defaults.orders)).toEqual(Array(70 - defaults.orders).fill(429))
    expect(refused?.json().message).toMatch(/^Слишком много запросов, повторите через \d+ с$/)
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    // Another address (without that token) is not affected.
    const other = await app.inject({ url: '/api/orders/100000', remoteAddress: '198.51.100.20' })
    expect(other.statusCode).toBe(401)
  })

  it('one token is limited across addresses too', async () => {
    const { app, db } = await appWith({ ...defaults, orders: 5 })
    const who = await createCustomer(db)
    const statuses = []
    for (let n = 0; n < 7; n++) {
      const res = await app.inject({
        url: `/api/orders/${100_000 + n}`,
        headers: who.auth,
        remoteAddress: `192.0.2.${n + 1}`,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429])
  })

  it('auth calls have the strictest limit', async () => {
    const { app } = await appWith({ ...defaults, auth: 3 })
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: '203.0.113.30',
      })
    const statuses = [
      (await send()).statusCode,
      (await send()).statusCode,
      (await send()).statusCode,
    ]
    expect(statuses.every((s) => s !== 429)).toBe(true)
    expect((await send()).statusCode).toBe(429)
  })

  const redisUrl = process.env.TEST_REDIS_URL
  it.runIf(redisUrl)('with REDIS_URL two server processes share one counter', async () => {
    const limits = { ...defaults, api: 4 }
    const first = await appWith(limits, redisUrl)
    const second = await buildApp({
      config: { ...first.config, rateLimits: limits, redisUrl: redisUrl ?? '' },
      db: first.db,
    })
    closing.push(() => second.close())
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
    const call = (app: typeof second) => app.inject({ url: '/api/nodes', remoteAddress: ip })
    const statuses = []
    for (let n = 0; n < 3; n++) {
      statuses.push((await call(first.app)).statusCode, (await call(second)).statusCode)
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
  })
})
