import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { passportReveals } from '../src/db/schema/index.ts'
import { recipient, useAccountApp } from './account-app.ts'
import { createCustomer } from './commerce-fixtures.ts'

describe('account area: recipients', () => {
  const ctx = useAccountApp()
  const { call } = ctx

  it('hides passports in lists and reveals them only to the owning account, logging each reveal', async () => {
    const owner = await createCustomer(ctx.db)
    const made = await call('POST', '/api/recipients', owner.auth, recipient)
    expect(made.statusCode).toBe(201)
    const { uuid } = made.json()
    expect(made.json()).toMatchObject({
      passport_series: '40**',
      passport_number: '******',
      is_passport_visible: false,
      phone: '+79990000004',
    })
    const list = (await call('GET', '/api/recipients', owner.auth)).json()
    expect(list.items[0]).toMatchObject({
      uuid,
      passport_series: '40**',
      passport_number: '******',
    })
    expect(JSON.stringify(list)).not.toContain('123456')

    const shown = await call('POST', `/api/recipients/${uuid}/show-passport`, owner.auth)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({ passport_series: '4010', passport_number: '123456' })

    const stranger = await createCustomer(ctx.db)
    // Someone else's recipient answers exactly as an unknown one: nothing tells them apart.
    const refused = await call('POST', `/api/recipients/${uuid}/show-passport`, stranger.auth)
    const unknown = await call('POST', `/api/recipients/${randomUUID()}/show-passport`, owner.auth)
    expect(refused.statusCode).toBe(404)
    expect(refused.body).not.toContain('123456')
    expect(unknown.statusCode).toBe(404)
    expect(refused.json()).toEqual(unknown.json())
    expect((await call('POST', `/api/recipients/${uuid}/show-passport`, {})).statusCode).toBe(401)
    const colleagueWithoutRight = await createCustomer(ctx.db, {
      accountId: owner.accountId,
      permissions: ['order.show'],
    })
    expect(
      (await call('POST', `/api/recipients/${uuid}/show-passport`, colleagueWithoutRight.auth))
        .statusCode,
    ).toBe(403)

    const { eq } = await import('drizzle-orm')
    const log = await ctx.db
      .select()
      .from(passportReveals)
      .where(eq(passportReveals.recipientId, uuid))
    expect(log).toHaveLength(1)
    expect(log[0]?.customerId).toBe(owner.customer.id)
  })

  it('limits passport reveals per customer (429), counted in the database', async () => {
    const owner = await createCustomer(ctx.db)
    const { uuid } = (await call('POST', '/api/recipients', owner.auth, recipient)).json()
    const answers: number[] = []
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await call('POST', `/api/recipients/${uuid}/show-passport`, owner.auth)).statusCode,
      )
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })
})
