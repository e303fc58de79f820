import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens } from '../src/db/schema/index.ts'
import { hashToken } from '../src/modules/customers/customers.repository.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

describe('GET /api/data', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('answers a guest with app data from the database and no user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/data' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.user).toBeNull()
    expect(body.app.phone_codes[0]).toEqual({ prefix: '7', mask: '+7(###)### ## ##' })
    expect(body.jwt_domain).toBe('localhost')
  })

  it('answers with the user of a live token', async () => {
    const { customer, token } = await createCustomer(ctx.db, {
      phone: '79990000101',
      name: 'Петров Пётр Петрович',
      externalIdOnec: 'К-000123',
      permissions: ['order.show', 'recipient.show'],
    })
    const expired = randomBytes(24).toString('hex')
    await ctx.db.insert(authTokens).values({
      tokenHash: hashToken(expired),
      customerId: customer.id,
      expiresAt: new Date(Date.now() - 1),
    })

    const live = await ctx.app.inject({
      url: '/api/data',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(live.json().user).toMatchObject({
      full_name: 'Петров Пётр Петрович',
      last_name_f: 'Петров П. П.',
      account: { external_id_onec: 'К-000123' },
      permissions: ['order.show', 'recipient.show'],
    })

    const stale = await ctx.app.inject({
      url: '/api/data',
      headers: { authorization: `Bearer ${expired}` },
    })
    expect(stale.json().user).toBeNull()
    const unknown = await ctx.app.inject({
      url: '/api/data',
      headers: { authorization: 'Bearer nope' },
    })
    expect(unknown.json().user).toBeNull()
  })

  it('answers unknown API calls with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/data' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toHaveProperty('message')
  })
})
