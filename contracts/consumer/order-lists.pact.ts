import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { ids, partMatcher } from './fixtures.ts'
import {
  foundRow,
  notFoundRow,
  oneFoundOneMissing,
  partHere,
  session,
  xlsx,
} from './order-list-matchers.ts'
import { clientFor, createPact } from './pact.ts'

const { eachLike, integer, string, like, uuid, nullValue, regex, boolean } = MatchersV3

// «Заказ по списку» (docs/product.md#order-from-a-list). The shop's own calls for it are built
// on the one openapi-fetch client; these interactions drive that client as they will.
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
          ...oneFoundOneMissing(foundRow(2, '510 251 171 15', 2), notFoundRow(3, 'НЕТ-ТАКОГО-1')),
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
})
