import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { bearer, ids, successMatcher } from './fixtures.ts'
import {
  foundRow,
  hasList,
  listRows,
  notFoundRow,
  oneFoundOneMissing,
  partHere,
  savedList,
  summary,
} from './order-list-matchers.ts'
import { customerClient, customerInteraction } from './pact.ts'

const { eachLike, integer, string, like, uuid, boolean } = MatchersV3

// Saved lists in the account (docs/product.md#order-from-a-list), shared by the company.
describe('saved order lists calls', () => {
  it('lists the company’s saved lists', async () => {
    await customerInteraction(hasList)
      .uponReceiving('a request for the saved lists')
      .withRequest('GET', '/api/account/lists', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike({
            uuid: uuid(ids.orderList),
            name: string('ТО КАМАЗ 65115 — 30 000 км'),
            rows_count: integer(2),
            author: like('Петров Иван Сергеевич'),
            updated_at: integer(1763700000),
            allows: { edit: boolean(true), delete: boolean(true) },
          }),
          allows: { create: boolean(true) },
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).GET('/api/account/lists')
        expect(data?.items[0]?.uuid).toBe(ids.orderList)
      })
  })

  it('saves a list', async () => {
    const body = { name: 'ТО КАМАЗ 65115 — 30 000 км', rows: listRows }
    await customerInteraction()
      .uponReceiving('a list to save')
      .withRequest('POST', '/api/account/lists', (builder) =>
        builder.headers(bearer).jsonBody(body),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({ ...savedList, uuid: uuid(ids.orderList) }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).POST('/api/account/lists', { body })
        expect(data?.rows).toHaveLength(2)
      })
  })

  it('reads, changes and deletes a saved list', async () => {
    const path = { params: { path: { uuid: ids.orderList } } }
    await customerInteraction(hasList)
      .uponReceiving('a request for a saved list')
      .withRequest('GET', `/api/account/lists/${ids.orderList}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(savedList))
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).GET('/api/account/lists/{uuid}', path)
        expect(data?.name).toBe('ТО КАМАЗ 65115 — 30 000 км')
      })
    const body = { name: 'ТО КАМАЗ 65115 — 60 000 км', rows: listRows }
    await customerInteraction(hasList)
      .uponReceiving('a saved list changed')
      .withRequest('PUT', `/api/account/lists/${ids.orderList}`, (builder) =>
        builder.headers(bearer).jsonBody(body),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ ...savedList, name: string(body.name) }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).PUT('/api/account/lists/{uuid}', {
          ...path,
          body,
        })
        expect(data?.name).toBe(body.name)
      })
    await customerInteraction(hasList)
      .uponReceiving('a saved list deleted')
      .withRequest('DELETE', `/api/account/lists/${ids.orderList}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).DELETE('/api/account/lists/{uuid}', path)
        expect(data?.success).toBe(true)
      })
  })

  it('resolves a saved list with today’s prices and stock', async () => {
    await customerInteraction(hasList, partHere)
      .uponReceiving('a saved list to resolve')
      .withRequest('POST', `/api/account/lists/${ids.orderList}/resolve`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...oneFoundOneMissing(foundRow(1, '510 251 171 15', 2), notFoundRow(2, '740.1012040-99')),
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).POST('/api/account/lists/{uuid}/resolve', {
          params: { path: { uuid: ids.orderList } },
        })
        expect(data?.summary.found).toBe(1)
      })
  })

  it('repeats a past order', async () => {
    await customerInteraction(
      ['the customer has order {number} awaiting card payment', { number: '100124' }],
      partHere,
    )
      .uponReceiving('a past order to repeat')
      .withRequest('POST', '/api/account/orders/100124/repeat/resolve', (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          rows: [{ ...foundRow(1, '51025117115', 2), quantity_text: string('2') }],
          summary: summary({ rows: 1, found: 1, lines: 1, pieces: 2, total: 2300000 }),
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await customerClient(mock.url).POST(
          '/api/account/orders/{number}/repeat/resolve',
          {
            params: { path: { number: '100124' } },
          },
        )
        expect(data?.rows[0]?.status).toBe('found')
      })
  })
})
