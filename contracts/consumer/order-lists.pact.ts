import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { bearer, ids, partMatcher, successMatcher } from './fixtures.ts'
import { clientFor, createPact, customerClient, customerInteraction, guestSession } from './pact.ts'

const { eachLike, integer, string, like, uuid, nullValue, regex, boolean } = MatchersV3

// «Заказ по списку» (docs/product.md#order-from-a-list). The shop's own calls for it are built
// on the one openapi-fetch client; these interactions drive that client as they will.
const session = { Session: guestSession }
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const partHere = [
  'a part with uuid {uuid} and stock {stock} exists',
  { uuid: ids.part, stock: 4 },
] as const

const match = { brand: like('MAN'), part: partMatcher }
const summary = (counts: Record<string, number>) => ({
  rows: integer(counts.rows ?? 0),
  found: integer(counts.found ?? 0),
  choose_brand: integer(0),
  short: integer(counts.short ?? 0),
  sold_out: integer(0),
  not_found: integer(counts.not_found ?? 0),
  bad_quantity: integer(0),
  lines: integer(counts.lines ?? 0),
  pieces: integer(counts.pieces ?? 0),
  total: integer(counts.total ?? 0),
})
const foundRow = (line: number, article: string, quantity: number) => ({
  line: integer(line),
  article: string(article),
  brand: nullValue(),
  quantity_text: string(String(quantity)),
  status: string('found'),
  part: match,
  candidates: [],
  analogues: [],
  requested: integer(quantity),
  quantity: integer(quantity),
  clamp: nullValue(),
  message: nullValue(),
})
const notFoundRow = (line: number, article: string) => ({
  line: integer(line),
  article: string(article),
  brand: like('КАМАЗ'),
  quantity_text: string('1'),
  status: string('not_found'),
  part: nullValue(),
  candidates: [],
  analogues: [],
  requested: integer(1),
  quantity: integer(0),
  clamp: nullValue(),
  message: string(`Артикул «${article}» не найден`),
})
const listRows = [
  { article: '510 251 171 15', brand: null, quantity: 2, product_uuid: null },
  { article: '740.1012040-99', brand: 'КАМАЗ', quantity: 1, product_uuid: null },
]
const savedList = {
  uuid: uuid(ids.orderList),
  name: string('ТО КАМАЗ 65115 — 30 000 км'),
  rows: [
    {
      article: string('510 251 171 15'),
      brand: nullValue(),
      quantity: integer(2),
      product_uuid: nullValue(),
    },
    {
      article: string('740.1012040-99'),
      brand: string('КАМАЗ'),
      quantity: integer(1),
      product_uuid: nullValue(),
    },
  ],
  author: like('Петров Иван Сергеевич'),
  created_at: integer(1763700000),
  updated_at: integer(1763700000),
  allows: { edit: boolean(true), delete: boolean(true) },
}
const hasList = ['the customer has a saved list {uuid}', { uuid: ids.orderList }] as const

describe('order from a list calls', () => {
  it('reads pasted text into rows', async () => {
    const text = '510 251 171 15\t2\n'
    await createPact()
      .addInteraction()
      .uponReceiving('pasted lines of a list to read')
      .withRequest('POST', '/api/cart/import/parse', (builder) =>
        builder
          .headers({ ...session, 'Content-Type': 'text/plain' })
          .body('text/plain', Buffer.from(text)),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          source: string('text'),
          columns: eachLike({ index: integer(0), title: string('Столбец A') }),
          header_detected: boolean(false),
          mapping: { article: integer(0), quantity: integer(1), brand: like(null) },
          rows: eachLike({
            line: integer(1),
            cells: eachLike('510 251 171 15'),
            article: string('510 251 171 15'),
            quantity_text: string('2'),
            brand: like(null),
          }),
          notices: [],
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await clientFor(mock.url).POST('/api/cart/import/parse', {
          body: text as never,
          bodySerializer: (body: unknown) => body as string,
          headers: { 'Content-Type': 'text/plain' },
        })
        expect(data?.rows[0]?.article).toBe('510 251 171 15')
      })
  })

  it('refuses a list of only its header with a message on the file', async () => {
    const text = 'Артикул\tКоличество\n'
    const message = 'В файле только заголовок — добавьте строки с артикулами'
    await createPact()
      .addInteraction()
      .uponReceiving('a list of only its header to read')
      .withRequest('POST', '/api/cart/import/parse', (builder) =>
        builder
          .headers({ ...session, 'Content-Type': 'text/plain' })
          .body('text/plain', Buffer.from(text)),
      )
      .willRespondWith(422, (builder) =>
        builder.jsonBody({ message: string(message), errors: { file: eachLike(message) } }),
      )
      .executeTest(async (mock) => {
        const { error, response } = await clientFor(mock.url).POST('/api/cart/import/parse', {
          body: text as never,
          bodySerializer: (body: unknown) => body as string,
          headers: { 'Content-Type': 'text/plain' },
        })
        expect(response.status).toBe(422)
        expect(error?.errors?.file?.[0]).toBe(message)
      })
  })

  it('resolves rows of a list in one request', async () => {
    await createPact()
      .addInteraction()
      .given(...partHere)
      .uponReceiving('rows of a list to resolve')
      .withRequest('POST', '/api/cart/import/resolve', (builder) =>
        builder.headers(session).jsonBody({
          rows: [
            { line: 2, article: '510 251 171 15', quantity: '2' },
            { line: 3, article: 'НЕТ-ТАКОГО-1', quantity: '1', brand: 'КАМАЗ' },
          ],
        }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          rows: [foundRow(2, '510 251 171 15', 2), notFoundRow(3, 'НЕТ-ТАКОГО-1')],
          summary: summary({
            rows: 2,
            found: 1,
            not_found: 1,
            lines: 1,
            pieces: 2,
            total: 2300000,
          }),
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await clientFor(mock.url).POST('/api/cart/import/resolve', {
          body: {
            rows: [
              { line: 2, article: '510 251 171 15', quantity: '2' },
              { line: 3, article: 'НЕТ-ТАКОГО-1', quantity: '1', brand: 'КАМАЗ' },
            ],
          },
        })
        expect(data?.rows.map((r) => r.status)).toEqual(['found', 'not_found'])
        expect(data?.summary.total).toBe(2300000)
      })
  })

  it('adds the chosen lines to the cart in one request', async () => {
    await createPact()
      .addInteraction()
      .given('an empty cart')
      .given(...partHere)
      .uponReceiving('lines of a list to add to the cart')
      .withRequest('POST', '/api/cart/import', (builder) =>
        builder.headers(session).jsonBody({ lines: [{ product_uuid: ids.part, quantity: 2 }] }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          uuid: uuid(ids.cart),
          cart_products: eachLike({
            product: partMatcher,
            product_uuid: uuid(ids.part),
            quantity: integer(2),
            warranty_uuid: nullValue(),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const { data } = await clientFor(mock.url).POST('/api/cart/import', {
          body: { lines: [{ product_uuid: ids.part, quantity: 2 }] },
        })
        expect(data?.cart_products[0]?.quantity).toBe(2)
      })
  })

  it('downloads the rows not found as a workbook', async () => {
    await createPact()
      .addInteraction()
      .given(...partHere)
      .uponReceiving('a request for the rows of a list not found, as a workbook')
      .withRequest('POST', '/api/cart/import/result.xlsx', (builder) =>
        builder
          .headers(session)
          .query({ only: 'not_found' })
          .jsonBody({ rows: [{ line: 3, article: 'НЕТ-ТАКОГО-1', quantity: '1' }] }),
      )
      .willRespondWith(200, (builder) =>
        builder.headers({ 'Content-Type': regex(`^${xlsx}`, xlsx) }),
      )
      .executeTest(async (mock) => {
        const { response } = await clientFor(mock.url).POST('/api/cart/import/result.xlsx', {
          params: { query: { only: 'not_found' } },
          body: { rows: [{ line: 3, article: 'НЕТ-ТАКОГО-1', quantity: '1' }] },
          parseAs: 'arrayBuffer',
        })
        expect(response.headers.get('content-type')).toContain(xlsx)
      })
  })

  it('exports the cart as a workbook', async () => {
    await createPact()
      .addInteraction()
      .given('a cart with one part in it', { product_uuid: ids.part, quantity: 1 })
      .uponReceiving('a request for the cart as a workbook')
      .withRequest('GET', '/api/cart/export.xlsx', (builder) => builder.headers(session))
      .willRespondWith(200, (builder) =>
        builder.headers({ 'Content-Type': regex(`^${xlsx}`, xlsx) }),
      )
      .executeTest(async (mock) => {
        const { response } = await clientFor(mock.url).GET('/api/cart/export.xlsx', {
          parseAs: 'arrayBuffer',
        })
        expect(response.status).toBe(200)
      })
  })

  describe('saved lists', () => {
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
            rows: [foundRow(1, '510 251 171 15', 2), notFoundRow(2, '740.1012040-99')],
            summary: summary({
              rows: 2,
              found: 1,
              not_found: 1,
              lines: 1,
              pieces: 2,
              total: 2300000,
            }),
          }),
        )
        .executeTest(async (mock) => {
          const { data } = await customerClient(mock.url).POST(
            '/api/account/lists/{uuid}/resolve',
            {
              params: { path: { uuid: ids.orderList } },
            },
          )
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
})
