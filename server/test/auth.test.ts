import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, smsCodes } from '../src/db/schema/index.ts'
import { createCustomer, createSmsRecorder, uniquePhone } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'

const masked = (digits: string) =>
  `+${digits[0]}(${digits.slice(1, 4)})${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9)}`

describe('auth by SMS code', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const sms = createSmsRecorder()
  let offsetMs = 0
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers })

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      overrides: { sms: sms.gateway, now: () => new Date(Date.now() + offsetMs) },
    })
  })
  afterAll(() => ctx.close())

  it('registers with name, phone and code and answers token {token, ttl, domain} and the user', async () => {
    const phone = uniquePhone()
    const sent = await post('/api/auth/registration/send-sms', {
      name: 'Сидоров Пётр Ильич',
      phone: masked(phone),
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ success: true, resend_after: 60 })
    const code = await sms.lastCodeFor(phone)
    expect(code).toMatch(/^\d{4}$/)

    const res = await post('/api/auth/registration', {
      name: 'Сидоров Пётр Ильич',
      phone: masked(phone),
      code,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.token).toEqual({
      token: expect.any(String),
      ttl: ctx.config.tokenTtlSeconds,
      domain: 'localhost',
    })
    expect(body.token.token.length).toBeGreaterThanOrEqual(40)
    expect(body.user).toMatchObject({
      full_name: 'Сидоров Пётр Ильич',
      last_name_f: 'Сидоров П. И.',
      ns: 'СП',
    })
    expect(body.user.permissions).toContain('order.show')
    expect(body.user.account.external_id_onec).toMatch(/^ИМ-\d{6}$/)
    expect(res.headers['set-cookie']).toMatch(/token=.+; Max-Age=\d+; Path=\/; SameSite=Lax/)

    const data = await ctx.app.inject({
      url: '/api/data',
      headers: { authorization: `Bearer ${body.token.token}` },
    })
    expect(data.json().user.full_name).toBe('Сидоров Пётр Ильич')
    // the token is kept only as a hash
    const stored = await ctx.db.select().from(authTokens)
    expect(stored.some((row) => row.tokenHash === body.token.token)).toBe(false)
  })

  it('registration needs a name and a phone: 422 with field errors', async () => {
    const noName = await post('/api/auth/registration/send-sms', { phone: masked(uniquePhone()) })
    expect(noName.statusCode).toBe(422)
    expect(noName.json().errors.name).toBeDefined()
    const blankName = await post('/api/auth/registration/send-sms', { name: '   ', phone: 'x' })
    expect(blankName.statusCode).toBe(422)
    const shortPhone = await post('/api/auth/registration/send-sms', {
      name: 'Иван',
      phone: '+7 999',
    })
    expect(shortPhone.statusCode).toBe(422)
    expect(shortPhone.json().errors.phone).toEqual(['Введите номер телефона полностью'])
    const blank = await post('/api/auth/registration/send-sms', { name: '  ', phone: '+7 999' })
    expect(Object.keys(blank.json().errors).sort()).toEqual(['name', 'phone'])
  })

  it('refuses to register a phone that already has an account', async () => {
    const { customer } = await createCustomer(ctx.db)
    const res = await post('/api/auth/registration/send-sms', {
      name: 'Иван',
      phone: customer.phone,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.phone).toEqual(['Этот телефон уже зарегистрирован, войдите по нему'])
  })

  it('an unknown phone on login gets the same answers as a known one; its owner is told', async () => {
    const { customer } = await createCustomer(ctx.db)
    const stranger = uniquePhone()
    const known = await post('/api/auth/login/send-sms', { phone: masked(customer.phone) })
    const unknown = await post('/api/auth/login/send-sms', { phone: masked(stranger) })
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())
    // The number's owner learns it is not registered; no code goes out.
    const note = await sms.lastFor(stranger)
    expect(note.text).toContain('не зарегистрирован')
    expect(note.code).toBe('')
    // A wrong code is answered alike for both.
    const wrongKnown = await post('/api/auth/login', { phone: customer.phone, code: '0000' })
    const wrongUnknown = await post('/api/auth/login', { phone: stranger, code: '0000' })
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode)
    expect(wrongUnknown.json()).toEqual(wrongKnown.json())
  })

  it('sends SMS only to the countries the shop serves', async () => {
    for (const phone of ['+882 1234 56789', '+1 900 555 1234', '+7 809 123-45-67']) {
      const login = await post('/api/auth/login/send-sms', { phone })
      expect(login.statusCode, phone).toBe(422)
      expect(login.json().errors.phone).toEqual(['На номера этой страны мы не отправляем SMS'])
      const registration = await post('/api/auth/registration/send-sms', { name: 'Иван', phone })
      expect(registration.statusCode, phone).toBe(422)
    }
    expect(sms.sent.filter((m) => m.phone.startsWith('882'))).toEqual([])
  })

  it('sends at most one code per phone per 60 seconds (429), then again', async () => {
    const { customer } = await createCustomer(ctx.db)
    expect((await post('/api/auth/login/send-sms', { phone: customer.phone })).statusCode).toBe(200)
    const again = await post('/api/auth/login/send-sms', { phone: masked(customer.phone) })
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toBeTruthy()
    offsetMs += 61_000
    expect((await post('/api/auth/login/send-sms', { phone: customer.phone })).statusCode).toBe(200)
  })

  it('logs in with the code, and the code works once', async () => {
    const { customer } = await createCustomer(ctx.db)
    await post('/api/auth/login/send-sms', { phone: customer.phone })
    const code = await sms.lastCodeFor(customer.phone)
    const res = await post('/api/auth/login', { phone: masked(customer.phone), code })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.full_name).toBe(customer.fullName)
    const reuse = await post('/api/auth/login', { phone: customer.phone, code })
    expect(reuse.statusCode).toBe(422)
    expect(reuse.json().errors.code).toBeDefined()
  })

  it('allows 5 wrong tries per code; after that even the right code fails', async () => {
    const { customer } = await createCustomer(ctx.db)
    await post('/api/auth/login/send-sms', { phone: customer.phone })
    const code = await sms.lastCodeFor(customer.phone)
    const wrong = code === '0000' ? '1111' : '0000'
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login', { phone: customer.phone, code: wrong })
      expect(res.statusCode).toBe(422)
      answers.push(res.json().errors.code[0])
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Неверный код'))
    expect(answers[4]).toBe('Слишком много попыток, запросите новый код')
    const right = await post('/api/auth/login', { phone: customer.phone, code })
    expect(right.statusCode).toBe(422)
    expect(right.json().errors.code).toEqual(['Слишком много попыток, запросите новый код'])
  })

  it('a code is valid for 5 minutes', async () => {
    const { customer } = await createCustomer(ctx.db)
    offsetMs += 61_000
    await post('/api/auth/login/send-sms', { phone: customer.phone })
    const code = await sms.lastCodeFor(customer.phone)
    offsetMs += 5 * 60_000 + 1_000
    const res = await post('/api/auth/login', { phone: customer.phone, code })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.code).toEqual(['Код устарел, запросите новый'])
  })

  it('stores codes hashed, never in plain text', async () => {
    const rows = await ctx.db.select().from(smsCodes)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('logout revokes the token', async () => {
    const { token, auth } = await createCustomer(ctx.db)
    const out = await post('/api/auth/logout', {}, auth)
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ success: true })
    const data = await ctx.app.inject({
      url: '/api/data',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(data.json().user).toBeNull()
  })

  it('a token stops working after its ttl', async () => {
    const { customer } = await createCustomer(ctx.db)
    await post('/api/auth/login/send-sms', { phone: customer.phone })
    // Issue the token as if "now" were ttl − 1 s ago: it then has one second to live.
    const saved = offsetMs
    offsetMs = -(ctx.config.tokenTtlSeconds - 1) * 1000
    const res = await post('/api/auth/login', {
      phone: customer.phone,
      code: await sms.lastCodeFor(customer.phone),
    })
    offsetMs = saved
    const headers = { authorization: `Bearer ${res.json().token.token}` }
    expect((await ctx.app.inject({ url: '/api/data', headers })).json().user).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect((await ctx.app.inject({ url: '/api/data', headers })).json().user).toBeNull()
  })

  it('answers malformed bodies with 4xx in the error shape, never 500', async () => {
    const cases = [
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"phone":',
        headers: { 'content-type': 'application/json' },
      }),
      post('/api/auth/login', { phone: 79990000001, code: 1234 }),
      post('/api/auth/login', { phone: '+79990000001', code: '12a4' }),
      post('/api/auth/login', { phone: 'x'.repeat(10_000), code: '1234' }),
      post('/api/auth/login', [1, 2, 3]),
      post('/api/auth/registration', {
        name: 'И'.repeat(300),
        phone: '+79990000001',
        code: '1234',
        extra: 1,
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/send-sms',
        payload: 'x'.repeat(200_000),
        headers: { 'content-type': 'application/json' },
      }),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, res.body).toBeLessThan(500)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
