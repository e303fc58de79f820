import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCommerce } from '../src/seed/commerce.ts'
import { createFakeDist, createTestApp } from './helpers.ts'
import { outboxLine, waitFor } from './support/wait-for.ts'

describe('security headers and the demo accounts', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, distDir: createFakeDist() })
    await seedCommerce(ctx.db)
  })
  afterAll(() => ctx.close())

  it('sends a CSP for the SPA, no sniffing and frame denial on pages and API answers', async () => {
    for (const url of ['/', '/catalog/man', '/api/cart']) {
      const res = await ctx.app.inject({ url })
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toContain("default-src 'self'")
      expect(csp, url).toContain("script-src 'self'")
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp, url).toContain("frame-ancestors 'none'")
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc, url).not.toContain('unsafe')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['x-frame-options'], url).toBe('DENY')
    }
  })

  it('never answers 500 to malformed requests', async () => {
    const cases = [
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { 'content-type': 'application/json', session: 'guest-session-1' },
        payload: '{',
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { 'content-type': 'text/plain', session: 'guest-session-1' },
        payload: 'x',
      }),
      ctx.app.inject({
        method: 'PUT',
        url: '/api/cart/items',
        headers: { session: 'guest-session-1' },
      }),
      ctx.app.inject({
        method: 'GET',
        url: '/api/orders/%E0%A4%A',
        headers: { authorization: 'Bearer x' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ phone: '\u0000', code: '1234' }),
      }),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, res.body).toBeLessThan(500)
    }
  })

  it('refuses NUL characters: 404 in a path, 422 on the field in a body or query', async () => {
    const guest = { session: 'guest-session-nul' }
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registration/send-sms',
      payload: { name: 'Иван\u0000', phone: '+79990000001' },
    })
    expect(body.statusCode).toBe(422)
    expect(body.json().errors).toEqual({ name: ['Неверное значение'] })
    const path = await ctx.app.inject({ url: '/api/orders/%00', headers: guest })
    expect(path.statusCode).toBe(404)
    expect(path.json()).toHaveProperty('message')
    const query = await ctx.app.inject({ url: '/api/search/suggest?s=a%00b', headers: guest })
    expect(query.statusCode).toBe(422)
    expect(query.json().errors).toEqual({ s: ['Неверное значение'] })
  })

  it('keeps API paths out of the trailing-slash redirect', async () => {
    const res = await ctx.app.inject({ url: '/api/cart/' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toHaveProperty('message')
    expect((await ctx.app.inject({ url: '/catalog/' })).statusCode).toBe(301)
  })

  it('seeds demo accounts a person can log in with', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/send-sms',
      payload: { phone: '+7(999)000 00 01' },
    })
    expect(sent.statusCode).toBe(200)
    const { phone, code } = await waitFor(
      () => outboxLine<{ phone: string; code: string }>(ctx.config.sms.outboxFile, () => true),
      'the demo code in the outbox',
    )
    expect(phone).toBe('79990000001')
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '+79990000001', code },
    })
    expect(login.json().user).toMatchObject({
      full_name: 'Петров Иван Сергеевич',
      account: { external_id_onec: '000123' },
    })
    const auth = { authorization: `Bearer ${login.json().token.token}` }
    const recipients = (await ctx.app.inject({ url: '/api/recipients', headers: auth })).json()
    expect(recipients.items).toHaveLength(2)
    expect(
      (await ctx.app.inject({ url: '/api/account/contractors', headers: auth })).json().items,
    ).toHaveLength(2)
  })
})
