import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { requestCallback } from '../../src/api/callback.ts'
import { getInitialData } from '../../src/api/initial-data.ts'
import { getPageMeta } from '../../src/api/meta.ts'
import { customerPhone, fieldError, successMatcher } from './fixtures.ts'
import { clientFor, createPact, guestSession } from './pact.ts'

const { like, eachLike, string, nullValue } = MatchersV3

describe('GET /api/data', () => {
  it('gives a guest the app data and no user', async () => {
    await createPact()
      .addInteraction()
      .given('no customer is logged in')
      .uponReceiving('a request for initial data from a guest')
      .withRequest('GET', '/api/data', (builder) => builder.headers({ Session: guestSession }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          env: like({ app_env: 'production', metrika_counter_id: '' }),
          user: nullValue(),
          app: {
            name: string('Грузовик'),
            phone_codes: eachLike({ prefix: '7', mask: '+7(###)### ## ##' }),
          },
          jwt_domain: string('localhost'),
        }),
      )
      .executeTest(async (mock) => {
        const data = await getInitialData(clientFor(mock.url))
        expect(data.user).toBeNull()
        expect(data.app.phone_codes[0]).toEqual({ prefix: '7', mask: '+7(###)### ## ##' })
      })
  })
})

describe('GET /api/meta', () => {
  it('gives the meta record of a page', async () => {
    await createPact()
      .addInteraction()
      .given('page meta for page {page} exists', { page: 'dostavka_usloviya' })
      .uponReceiving('a request for the meta of the delivery page')
      .withRequest('GET', '/api/meta', (builder) => builder.query({ page: 'dostavka_usloviya' }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          title: string('Доставка запчастей — Грузовик'),
          description: string('Доставляем запчасти по всей России.'),
          h1: like('Доставка'),
          meta: eachLike({ name: string('keywords'), content: string('доставка запчастей') }),
          link: eachLike({ rel: string('canonical'), href: string('/dostavka_usloviya') }),
        }),
      )
      .executeTest(async (mock) => {
        const meta = await getPageMeta('dostavka_usloviya', clientFor(mock.url))
        expect(meta.title).toBe('Доставка запчастей — Грузовик')
        expect(meta.meta[0]?.content).toBe('доставка запчастей')
      })
  })

  it('answers 404 for a page without meta', async () => {
    await createPact()
      .addInteraction()
      .given('no page meta for page {page} exists', { page: 'net_takoy' })
      .uponReceiving('a request for the meta of an unknown page')
      .withRequest('GET', '/api/meta', (builder) => builder.query({ page: 'net_takoy' }))
      .willRespondWith(404, (builder) => builder.jsonBody({ message: string('Не найдено') }))
      .executeTest(async (mock) => {
        await expect(getPageMeta('net_takoy', clientFor(mock.url))).rejects.toMatchObject({
          status: 404,
        })
      })
  })
})

describe('POST /api/callback', () => {
  it('accepts a callback request', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a callback request with name and phone')
      .withRequest('POST', '/api/callback', (builder) =>
        builder.jsonBody({ name: 'Иван', phone: customerPhone }),
      )
      .willRespondWith(201, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        const answer = await requestCallback(
          { name: 'Иван', phone: customerPhone },
          clientFor(mock.url),
        )
        expect(answer.success).toBe(true)
      })
  })

  it('gives field errors for an empty name', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a callback request without a name')
      .withRequest('POST', '/api/callback', (builder) =>
        builder.jsonBody({ name: '', phone: customerPhone }),
      )
      .willRespondWith(422, (builder) => builder.jsonBody(fieldError('name', 'Укажите имя')))
      .executeTest(async (mock) => {
        const call = requestCallback({ name: '', phone: customerPhone }, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({
          status: 422,
          fieldErrors: { name: 'Укажите имя' },
        })
      })
  })
})
