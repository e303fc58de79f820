import { afterEach, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config.ts'
import { createCustomer, createSmsRecorder, uniquePhone } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { waitFor } from './support/wait-for.ts'

/** SMS flooding: limits per phone per day, per address per hour and in all per hour. */
describe('SMS limits', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.close()
    ctx = undefined
  })
  let offsetMs = 0
  async function appWith(smsLimits = readConfig({}).smsLimits) {
    const sms = createSmsRecorder()
    offsetMs = 0
    ctx = await createTestApp({
      seed: false,
      config: { smsLimits },
      overrides: { sms: sms.gateway, now: () => new Date(Date.now() + offsetMs) },
    })
    const app = ctx.app
    const send = (phone: string, ip = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/registration/send-sms',
        payload: { name: 'Иван', phone: `+${phone}` },
        remoteAddress: ip,
      })
    return { sms, send, db: ctx.db }
  }

  it('the defaults stop one address after 10 codes an hour, in Russian with 429', async () => {
    const { send, sms } = await appWith()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await send(uniquePhone()))
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect(answers[10]?.statusCode).toBe(429)
    expect(answers[10]?.json().message).toBe('Слишком много запросов кода, попробуйте через час')
    await waitFor(() => (sms.sent.length >= 10 ? true : undefined), 'ten SMS sent')
    expect(sms.sent).toHaveLength(10)
    // Another address is not affected.
    expect((await send(uniquePhone(), '198.51.100.9')).statusCode).toBe(200)
  })

  it('one phone gets at most 5 codes a day, whatever the address', async () => {
    const { send } = await appWith()
    const phone = uniquePhone()
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, `203.0.113.${i + 1}`)).statusCode).toBe(200)
      offsetMs += 61_000
    }
    const sixth = await send(phone, '203.0.113.99')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toMatch(/слишком много кодов за сутки/)
    offsetMs += 24 * 3_600_000
    expect((await send(phone, '203.0.113.99')).statusCode).toBe(200)
  })

  it('all senders together stop at the hourly limit', async () => {
    const { send } = await appWith({ perPhonePerDay: 5, perIpPerHour: 10, perHour: 3 })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await send(uniquePhone(), `192.0.2.${i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('login codes count too, for known and unknown numbers alike', async () => {
    const { db } = await appWith({ perPhonePerDay: 5, perIpPerHour: 2, perHour: 0 })
    const known = await createCustomer(db)
    const login = (phone: string) =>
      ctx?.app.inject({
        method: 'POST',
        url: '/api/auth/login/send-sms',
        payload: { phone: `+${phone}` },
        remoteAddress: '203.0.113.50',
      })
    expect((await login(known.customer.phone))?.statusCode).toBe(200)
    expect((await login(uniquePhone()))?.statusCode).toBe(200)
    expect((await login(uniquePhone()))?.statusCode).toBe(429)
  })
})
