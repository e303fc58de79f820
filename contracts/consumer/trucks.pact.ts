import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { truckVin } from '../shared-data.ts'
import { bearer, fieldError, ids, successMatcher } from './fixtures.ts'
import { clientFor, createPact, customerClient, customerInteraction } from './pact.ts'

const { eachLike, integer, string, like, uuid, boolean } = MatchersV3

// «Мои грузовики» (docs/product.md#the-fleet): the company's trucks and the offline VIN lookup.
const hasTruck = ['the customer has a truck {uuid}', { uuid: ids.truck }] as const

const truckMatcher = {
  uuid: uuid(ids.truck),
  name: string('Тягач №7'),
  mark_uuid: like(ids.mark),
  mark_title: like('MAN'),
  model_uuid: like(ids.manTga),
  model_title: like('MAN TGA'),
  year: like(2005),
  vin: like(truckVin),
  plate_number: like('А123ВС116'),
  mileage_km: like(184000),
  allows: { edit: boolean(true), delete: boolean(true) },
}

const input = (changes: Record<string, unknown> = {}) => ({
  name: 'Тягач №7',
  mark_uuid: ids.mark,
  model_uuid: ids.manTga,
  year: 2005,
  vin: truckVin,
  chassis_number: null,
  plate_number: 'А123ВС116',
  mileage_km: 184000,
  ...changes,
})

describe('fleet calls', () => {
  it('lists the company’s trucks with the catalogue’s makes and models', async () => {
    await customerInteraction(hasTruck)
      .uponReceiving('a request for the fleet')
      .withRequest('GET', '/api/account/trucks', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike(truckMatcher),
          makes: eachLike({
            uuid: uuid(ids.mark),
            title: string('MAN'),
            slug: string('man'),
            // A make without models (DAF in the shared data) lists none: an empty array passes.
            models: like([
              { uuid: uuid(ids.manTga), title: string('MAN TGA'), years: string('2000–2012') },
            ]),
          }),
          allows: { create: boolean(true) },
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).GET('/api/account/trucks')
        expect(data?.items[0]?.name).toBe('Тягач №7')
        expect(data?.makes[0]?.models[0]?.title).toBe('MAN TGA')
      })
  })

  it('adds a truck, and refuses a VIN already in the fleet on its field', async () => {
    const body = input({ name: 'Тягач №8', vin: null, year: 2010 })
    await customerInteraction(hasTruck)
      .uponReceiving('a truck to add')
      .withRequest('POST', '/api/account/trucks', (builder) =>
        builder.headers(bearer).jsonBody(body),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          ...truckMatcher,
          name: string('Тягач №8'),
          vin: null,
          year: integer(2010),
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).POST('/api/account/trucks', { body })
        expect(data?.name).toBe('Тягач №8')
      })
    const again = input({ name: 'Другой' })
    await customerInteraction(hasTruck)
      .uponReceiving('a truck with a VIN already in the fleet')
      .withRequest('POST', '/api/account/trucks', (builder) =>
        builder.headers(bearer).jsonBody(again),
      )
      .willRespondWith(409, (builder) =>
        builder.jsonBody({
          message: string('Грузовик с этим VIN уже есть в парке: «Тягач №7»'),
          errors: { vin: eachLike('Грузовик с этим VIN уже есть в парке: «Тягач №7»') },
        }),
      )
      .executeTest(async (mock) => {
        const { error } = await customerClient(mock.url).POST('/api/account/trucks', {
          body: again,
        })
        expect(error?.errors?.vin?.[0]).toContain('уже есть в парке')
      })
  })

  it('changes and deletes a truck', async () => {
    const path = { params: { path: { uuid: ids.truck } } }
    const body = input({ mileage_km: 190000 })
    await customerInteraction(hasTruck)
      .uponReceiving('a truck changed')
      .withRequest('PUT', `/api/account/trucks/${ids.truck}`, (builder) =>
        builder.headers(bearer).jsonBody(body),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ ...truckMatcher, mileage_km: integer(190000) }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).PUT('/api/account/trucks/{uuid}', {
          ...path,
          body,
        })
        expect(data?.mileage_km).toBe(190000)
      })
    await customerInteraction(hasTruck)
      .uponReceiving('a truck deleted')
      .withRequest('DELETE', `/api/account/trucks/${ids.truck}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).DELETE('/api/account/trucks/{uuid}', path)
        expect(data?.success).toBe(true)
      })
  })

  it('decodes a VIN offline, and refuses a bad one on its field', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a VIN typed in the Russian layout to decode')
      .withRequest('GET', '/api/vin/%D0%A5%D0%A2%D0%A1652005L1123456')
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          vin: string('XTC652005L1123456'),
          maker: string('КАМАЗ'),
          plant: string('КАМАЗ, Россия (Набережные Челны)'),
          year: integer(2020),
          mark: null,
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await clientFor(mock.url).GET('/api/vin/{vin}', {
          params: { path: { vin: 'ХТС652005L1123456' } },
        })
        expect(data?.maker).toBe('КАМАЗ')
      })
    await createPact()
      .addInteraction()
      .uponReceiving('a VIN of 16 characters to decode')
      .withRequest('GET', '/api/vin/XTC652005L112345')
      .willRespondWith(422, (builder) =>
        builder.jsonBody(fieldError('vin', 'В VIN 17 знаков, а введено 16 знаков')),
      )
      .executeTest(async (mock) => {
        const { error } = await clientFor(mock.url).GET('/api/vin/{vin}', {
          params: { path: { vin: 'XTC652005L112345' } },
        })
        expect(error?.errors?.vin?.[0]).toBe('В VIN 17 знаков, а введено 16 знаков')
      })
  })
})
