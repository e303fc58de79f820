import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createSmsRecorder } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

/** The server is the one writer of the `token` cookie, so there is never a second one. */
describe('the token cookie with JWT_DOMAIN set', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const sms = createSmsRecorder()

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { jwtDomain: 'gruzovik.example' },
      overrides: { sms: sms.gateway },
    })
  })
  afterAll(() => ctx.close())

  it('login writes it for the domain, and logout clears that same cookie', async () => {
    const { customer } = await createCustomer(ctx.db)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/send-sms',
      payload: { phone: customer.phone },
    })
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: customer.phone, code: await sms.lastCodeFor(customer.phone) },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().token.domain).toBe('gruzovik.example')
    expect(login.headers['set-cookie']).toMatch(
      /^token=[^;]+; Max-Age=\d+; Domain=gruzovik\.example; Path=\/; SameSite=Lax$/,
    )

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${login.json().token.token}` },
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.headers['set-cookie']).toMatch(
      /^token=; Max-Age=0; Domain=gruzovik\.example; Path=\/; Expires=[^;]+; SameSite=Lax$/,
    )
  })
})
