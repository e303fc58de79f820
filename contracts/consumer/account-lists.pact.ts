import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as addresses from '../../src/api/addresses.ts'
import type { ApiClient } from '../../src/api/client.ts'
import * as counterparties from '../../src/api/counterparties.ts'
import * as recipients from '../../src/api/recipients.ts'
import * as representatives from '../../src/api/representatives.ts'
import { allowsMatcher, bearer, successMatcher } from './fixtures.ts'
import { customerClient, customerInteraction } from './pact.ts'

const { eachLike, string, like, uuid, boolean } = MatchersV3

interface Resource<Input> {
  title: string
  path: string
  uuid: string
  input: Input
  matcher: Record<string, unknown>
  list(client: ApiClient): Promise<{ items: { uuid: string }[] }>
  create(input: Input, client: ApiClient): Promise<{ uuid: string }>
  update(uuid: string, input: Input, client: ApiClient): Promise<{ uuid: string }>
  remove(uuid: string, client: ApiClient): Promise<{ success: boolean }>
}

/** The account lists share one shape: list with `allows.create`, items with `allows`, CRUD. */
const representativeRow: Resource<representatives.RepresentativeInput> = {
  title: 'representative',
  path: '/api/account/users',
  uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  input: {
    full_name: 'Сидоров Пётр Ильич',
    phone: '+79990000003',
    email: 'petr@example.ru',
    permissions: ['order.show'],
  },
  matcher: {
    full_name: string('Сидоров Пётр Ильич'),
    phone: string('+79990000003'),
    email: like('petr@example.ru'),
    permissions: eachLike('order.show'),
  },
  list: representatives.listRepresentatives,
  create: representatives.createRepresentative,
  update: representatives.updateRepresentative,
  remove: representatives.deleteRepresentative,
}

const counterpartyRow: Resource<counterparties.CounterpartyInput> = {
  title: 'counterparty',
  path: '/api/account/contractors',
  uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  input: {
    type: 'legal',
    title: 'ООО «ТрансЛогистик»',
    inn: '7801234564',
    kpp: '780101001',
    ogrn: '1027800000000',
    legal_address: 'г. Санкт-Петербург, пос. Шушары, д. 1',
  },
  matcher: {
    type: string('legal'),
    title: string('ООО «ТрансЛогистик»'),
    inn: string('7801234564'),
    kpp: like('780101001'),
    ogrn: like('1027800000000'),
    legal_address: string('г. Санкт-Петербург, пос. Шушары, д. 1'),
  },
  list: counterparties.listCounterparties,
  create: counterparties.createCounterparty,
  update: counterparties.updateCounterparty,
  remove: counterparties.deleteCounterparty,
}

const addressRow: Resource<addresses.DeliveryAddressInput> = {
  title: 'delivery address',
  path: '/api/account/addresses',
  uuid: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e03',
  input: { city: 'Красноярск', address: 'ул. Ленина, д. 10', postcode: '660000', comment: null },
  matcher: {
    city: string('Красноярск'),
    address: string('ул. Ленина, д. 10'),
    postcode: like('660000'),
    comment: like(null),
  },
  list: addresses.listDeliveryAddresses,
  create: addresses.createDeliveryAddress,
  update: addresses.updateDeliveryAddress,
  remove: addresses.deleteDeliveryAddress,
}

const recipientRow: Resource<recipients.RecipientInput> = {
  title: 'recipient',
  path: '/api/recipients',
  uuid: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f04',
  input: {
    full_name: 'Иванов Иван Иванович',
    phone: '+79990000004',
    passport_series: '4010',
    passport_number: '123456',
  },
  matcher: {
    full_name: string('Иванов Иван Иванович'),
    phone: string('+79990000004'),
    passport_series: string('40**'),
    passport_number: string('******'),
    is_passport_visible: boolean(false),
  },
  list: recipients.listRecipients,
  create: recipients.createRecipient,
  update: recipients.updateRecipient,
  remove: recipients.deleteRecipient,
}

function describeResource<Input>(r: Resource<Input>) {
  const item = { uuid: uuid(r.uuid), ...r.matcher, allows: allowsMatcher }
  const has = [`the customer has a ${r.title} {uuid}`, { uuid: r.uuid }] as const

  describe(`account ${r.title} calls`, () => {
    it(`lists ${r.title} items with their allows`, async () => {
      await customerInteraction(has)
        .uponReceiving(`a request for the ${r.title} list`)
        .withRequest('GET', r.path, (builder) => builder.headers(bearer))
        .willRespondWith(200, (builder) =>
          builder.jsonBody({ items: eachLike(item), allows: { create: boolean(true) } }),
        )
        .executeTest(async (mock) => {
          const list = await r.list(customerClient(mock.url))
          expect(list.items[0]?.uuid).toBe(r.uuid)
        })
    })

    it(`creates a ${r.title}`, async () => {
      await customerInteraction()
        .uponReceiving(`a request to create a ${r.title}`)
        .withRequest('POST', r.path, (builder) => builder.headers(bearer).jsonBody(r.input))
        .willRespondWith(201, (builder) => builder.jsonBody(item))
        .executeTest(async (mock) => {
          const created = await r.create(r.input, customerClient(mock.url))
          expect(created.uuid).toBe(r.uuid)
        })
    })

    it(`updates a ${r.title}`, async () => {
      await customerInteraction(has)
        .uponReceiving(`a request to update a ${r.title}`)
        .withRequest('PUT', `${r.path}/${r.uuid}`, (builder) =>
          builder.headers(bearer).jsonBody(r.input),
        )
        .willRespondWith(200, (builder) => builder.jsonBody(item))
        .executeTest(async (mock) => {
          const updated = await r.update(r.uuid, r.input, customerClient(mock.url))
          expect(updated.uuid).toBe(r.uuid)
        })
    })

    it(`deletes a ${r.title}`, async () => {
      await customerInteraction(has)
        .uponReceiving(`a request to delete a ${r.title}`)
        .withRequest('DELETE', `${r.path}/${r.uuid}`, (builder) => builder.headers(bearer))
        .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
        .executeTest(async (mock) => {
          expect((await r.remove(r.uuid, customerClient(mock.url))).success).toBe(true)
        })
    })
  })
}

describeResource(representativeRow)
describeResource(counterpartyRow)
describeResource(addressRow)
describeResource(recipientRow)

describe('recipient passport', () => {
  const recipient = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f04'

  it('reveals the full passport of a recipient', async () => {
    await customerInteraction(['the customer has a recipient {uuid}', { uuid: recipient }])
      .uponReceiving('a request to show the passport of a recipient')
      .withRequest('POST', `/api/recipients/${recipient}/show-passport`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ passport_series: string('4010'), passport_number: string('123456') }),
      )
      .executeTest(async (mock) => {
        const passport = await recipients.showRecipientPassport(recipient, customerClient(mock.url))
        expect(passport).toEqual({ passport_series: '4010', passport_number: '123456' })
      })
  })

  it('forbids the passport of a recipient of another customer', async () => {
    const other = '8f9e0d1c-2b3a-4c5d-8e6f-7a8b9c0d1e2f'
    await customerInteraction(['another customer has a recipient {uuid}', { uuid: other }])
      .uponReceiving("a request to show the passport of another customer's recipient")
      .withRequest('POST', `/api/recipients/${other}/show-passport`, (builder) =>
        builder.headers(bearer),
      )
      // The same answer as for an unknown uuid: nothing tells whose recipients exist.
      .willRespondWith(404, (builder) =>
        builder.jsonBody({ message: string('Получатель не найден') }),
      )
      .executeTest(async (mock) => {
        const call = recipients.showRecipientPassport(other, customerClient(mock.url))
        await expect(call).rejects.toMatchObject({ status: 404 })
      })
  })
})
