import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  login,
  logout,
  logoutEverywhere,
  register,
  sendLoginSms,
  sendRegistrationSms,
} from '../../src/api/auth.ts'
import {
  bearer,
  customerPhone,
  fieldError,
  newPhone,
  smsCode,
  successMatcher,
  userMatcher,
} from './fixtures.ts'
import { clientFor, createPact, customerClient, guestSession } from './pact.ts'

const { string, integer, boolean } = MatchersV3

const customerExists = ['a customer with phone {phone} exists', { phone: customerPhone }] as const
const smsSent = { success: boolean(true), resend_after: integer(60) }
const loginAnswer = {
  token: {
    token: string('eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'),
    ttl: integer(2592000),
    domain: string('localhost'),
  },
  user: userMatcher,
}

describe('auth calls', () => {
  it('sends a login code to a known customer', async () => {
    await createPact()
      .addInteraction()
      .given(...customerExists)
      .uponReceiving('a request for a login SMS code')
      .withRequest('POST', '/api/auth/login/send-sms', (builder) =>
        builder.jsonBody({ phone: customerPhone }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(smsSent))
      .executeTest(async (mock) => {
        expect((await sendLoginSms(customerPhone, clientFor(mock.url))).resend_after).toBe(60)
      })
  })

  it('answers 429 when a code is asked for again too soon', async () => {
    await createPact()
      .addInteraction()
      .given(...customerExists)
      .given('an SMS code was sent to {phone} less than 60 seconds ago', { phone: customerPhone })
      .uponReceiving('a second request for a login SMS code within 60 seconds')
      .withRequest('POST', '/api/auth/login/send-sms', (builder) =>
        builder.jsonBody({ phone: customerPhone }),
      )
      .willRespondWith(429, (builder) =>
        builder.jsonBody({ message: string('Код уже отправлен, повторите через минуту') }),
      )
      .executeTest(async (mock) => {
        const call = sendLoginSms(customerPhone, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 429,
          notification: 'Код уже отправлен, повторите через минуту',
        })
      })
  })

  it('sends a registration code to a new phone', async () => {
    await createPact()
      .addInteraction()
      .given('no customer with phone {phone} exists', { phone: newPhone })
      .uponReceiving('a request for a registration SMS code')
      .withRequest('POST', '/api/auth/registration/send-sms', (builder) =>
        builder.jsonBody({ name: 'Иван Петров', phone: newPhone }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(smsSent))
      .executeTest(async (mock) => {
        const input = { name: 'Иван Петров', phone: newPhone }
        expect((await sendRegistrationSms(input, clientFor(mock.url))).success).toBe(true)
      })
  })

  it('logs in with the code', async () => {
    await createPact()
      .addInteraction()
      .given(...customerExists)
      .given('an SMS code {code} was sent to {phone}', { code: smsCode, phone: customerPhone })
      .uponReceiving('a login with the right code')
      .withRequest('POST', '/api/auth/login', (builder) =>
        builder
          .headers({ Session: guestSession })
          .jsonBody({ phone: customerPhone, code: smsCode }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(loginAnswer))
      .executeTest(async (mock) => {
        const answer = await login({ phone: customerPhone, code: smsCode }, clientFor(mock.url))
        expect(answer.token.ttl).toBe(2592000)
        expect(answer.user.last_name_f).toBe('Петров И. С.')
      })
  })

  it('gives a field error for a wrong login code', async () => {
    await createPact()
      .addInteraction()
      .given(...customerExists)
      .given('an SMS code {code} was sent to {phone}', { code: smsCode, phone: customerPhone })
      .uponReceiving('a login with a wrong code')
      .withRequest('POST', '/api/auth/login', (builder) =>
        builder.jsonBody({ phone: customerPhone, code: '0000' }),
      )
      .willRespondWith(422, (builder) => builder.jsonBody(fieldError('code', 'Неверный код')))
      .executeTest(async (mock) => {
        const call = login({ phone: customerPhone, code: '0000' }, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 422,
          fieldErrors: { code: 'Неверный код' },
        })
      })
  })

  it('registers with the code', async () => {
    await createPact()
      .addInteraction()
      .given('no customer with phone {phone} exists', { phone: newPhone })
      .given('an SMS code {code} was sent to {phone}', { code: smsCode, phone: newPhone })
      .uponReceiving('a registration with the right code')
      .withRequest('POST', '/api/auth/registration', (builder) =>
        builder.jsonBody({ name: 'Иван Петров', phone: newPhone, code: smsCode }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(loginAnswer))
      .executeTest(async (mock) => {
        const input = { name: 'Иван Петров', phone: newPhone, code: smsCode }
        const answer = await register(input, clientFor(mock.url))
        expect(answer.token.domain).toBe('localhost')
      })
  })

  it('gives field errors for a registration without a name', async () => {
    await createPact()
      .addInteraction()
      .given('no customer with phone {phone} exists', { phone: newPhone })
      .uponReceiving('a registration with an empty name')
      .withRequest('POST', '/api/auth/registration', (builder) =>
        builder.jsonBody({ name: '', phone: newPhone, code: smsCode }),
      )
      .willRespondWith(422, (builder) => builder.jsonBody(fieldError('name', 'Укажите имя')))
      .executeTest(async (mock) => {
        const call = register({ name: '', phone: newPhone, code: smsCode }, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 422,
          fieldErrors: { name: 'Укажите имя' },
        })
      })
  })

  it('logs out', async () => {
    await createPact()
      .addInteraction()
      .given('a customer with phone {phone} is logged in', { phone: customerPhone })
      .uponReceiving('a logout of the customer')
      .withRequest('POST', '/api/auth/logout', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect((await logout(customerClient(mock.url))).success).toBe(true)
      })
  })

  it('logs out on every device', async () => {
    await createPact()
      .addInteraction()
      .given('a customer with phone {phone} is logged in', { phone: customerPhone })
      .uponReceiving('a logout of the customer on every device')
      .withRequest('POST', '/api/auth/logout-all', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect((await logoutEverywhere(customerClient(mock.url))).success).toBe(true)
      })
  })
})
