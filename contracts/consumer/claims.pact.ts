import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createClaim, getClaimPhoto, listClaims, uploadClaimPhoto } from '../../src/api/claims.ts'
import { bearer, ids } from './fixtures.ts'
import { customerClient, customerInteraction } from './pact.ts'

const { eachLike, string, integer, nullValue, uuid, regex } = MatchersV3

const order = 100127
const shippedYesterday = [
  'the customer has order {number} shipped yesterday',
  { number: order },
] as const
const filedClaim = [
  'the customer has claim {claim} for both pieces of order {number}, with photo {photo}',
  { claim: 1001, number: order, photo: ids.claimPhoto },
] as const

const statePattern = '^(new|accepted|approved|rejected|refunded|replaced|repaired)$'
const photoMatcher = {
  uuid: uuid(ids.claimPhoto),
  url: regex(
    '^/api/account/claim-photos/[0-9a-f-]{36}$',
    `/api/account/claim-photos/${ids.claimPhoto}`,
  ),
  full_url: regex(
    '^/api/account/claim-photos/[0-9a-f-]{36}\\?size=full$',
    `/api/account/claim-photos/${ids.claimPhoto}?size=full`,
  ),
}
const claimMatcher = {
  number: integer(1001),
  order_number: integer(order),
  product_uuid: uuid(ids.part),
  title: string('Поршень MAN TGA D2066 51025117115'),
  article: string('51025117115'),
  kind: regex('^(return|warranty)$', 'warranty'),
  reason: string('not_working'),
  quantity: integer(2),
  description: string('Стук после 200 км'),
  mileage: nullValue(),
  state: regex(statePattern, 'new'),
  reject_reason: nullValue(),
  term_ends_on: regex('^\\d{4}-\\d{2}-\\d{2}$', '2027-05-21'),
  created_at: integer(1763700000),
  history: eachLike({
    state: regex(statePattern, 'new'),
    from_state: nullValue(),
    changed_at: integer(1763700000),
    reason: nullValue(),
  }),
  photos: eachLike(photoMatcher),
}

// The smallest JPEG start the server knows by its bytes is not enough: a real one, 1×1.
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
)

describe('claim calls', () => {
  it('lists the claims with their state, history and photos', async () => {
    await customerInteraction(filedClaim)
      .uponReceiving('a request for the customer claims')
      .withRequest('GET', '/api/account/claims', (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) => builder.jsonBody({ items: eachLike(claimMatcher) }))
      .executeTest(async (mock) => {
        const { items } = await listClaims(customerClient(mock.url))
        expect(items[0]).toMatchObject({ number: 1001, state: 'new', quantity: 2 })
        expect(items[0]?.photos[0]?.url).toBe(`/api/account/claim-photos/${ids.claimPhoto}`)
      })
  })

  it('files a warranty claim from an order line', async () => {
    const input = {
      order_number: order,
      product_uuid: ids.part,
      kind: 'warranty' as const,
      reason: 'not_working' as const,
      quantity: 1,
      description: 'Стук после 200 км',
      photo_uuids: [ids.loosePhoto],
    }
    await customerInteraction(shippedYesterday, [
      'the customer uploaded photo {photo}',
      { photo: ids.loosePhoto },
    ])
      .uponReceiving('a warranty claim on one piece of a shipped line with a photo')
      .withRequest('POST', '/api/account/claims', (builder) =>
        builder.headers(bearer).jsonBody(input),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          ...claimMatcher,
          quantity: integer(1),
          photos: eachLike({ ...photoMatcher, uuid: uuid(ids.loosePhoto) }),
        }),
      )
      .executeTest(async (mock) => {
        const claim = await createClaim(input, customerClient(mock.url))
        expect(claim.state).toBe('new')
        expect(claim.order_number).toBe(order)
      })
  })

  it('refuses a claim on a line already claimed in full', async () => {
    const message = 'На все полученные штуки этой позиции уже оформлены заявки'
    const input = {
      order_number: order,
      product_uuid: ids.part,
      kind: 'return' as const,
      reason: 'not_needed' as const,
      quantity: 1,
      description: 'Не понадобилась',
    }
    await customerInteraction(filedClaim)
      .uponReceiving('a claim on a line whose pieces are all claimed')
      .withRequest('POST', '/api/account/claims', (builder) =>
        builder.headers(bearer).jsonBody(input),
      )
      .willRespondWith(409, (builder) =>
        builder.jsonBody({ message: string(message), errors: { product_uuid: eachLike(message) } }),
      )
      .executeTest(async (mock) => {
        await expect(createClaim(input, customerClient(mock.url))).rejects.toMatchObject({
          status: 409,
          message,
        })
      })
  })

  it('uploads a photo for a claim', async () => {
    await customerInteraction()
      .uponReceiving('a JPEG photo for a claim')
      .withRequest('POST', '/api/account/claim-photos', (builder) =>
        builder.headers({ ...bearer, 'Content-Type': 'image/jpeg' }).body('image/jpeg', jpeg),
      )
      .willRespondWith(201, (builder) => builder.jsonBody(photoMatcher))
      .executeTest(async (mock) => {
        const photo = await uploadClaimPhoto(
          new Blob([jpeg], { type: 'image/jpeg' }),
          customerClient(mock.url),
        )
        expect(photo.url).toBe(`/api/account/claim-photos/${photo.uuid}`)
      })
  })

  it('refuses a file that is not a photo, whatever its type says', async () => {
    const message = 'Файл не похож на фото: загрузите JPEG, PNG, HEIC или WebP'
    // Pact checks a body's bytes against its type (a program is refused by the mock itself):
    // bytes of no known kind stand for it; the server test sends a real program's start.
    const exe = Buffer.from([0x00, 0x13, 0x37, 0xff, 0xfe, 0x01, 0x80, 0x42])
    await customerInteraction()
      .uponReceiving('a file of no image kind sent as a claim photo')
      .withRequest('POST', '/api/account/claim-photos', (builder) =>
        builder
          .headers({ ...bearer, 'Content-Type': 'application/octet-stream' })
          .body('application/octet-stream', exe),
      )
      .willRespondWith(422, (builder) =>
        builder.jsonBody({ message: string(message), errors: { file: eachLike(message) } }),
      )
      .executeTest(async (mock) => {
        await expect(
          uploadClaimPhoto(new Blob([exe]), customerClient(mock.url)),
        ).rejects.toMatchObject({ status: 422 })
      })
  })

  it('reads the page copy of a claim photo', async () => {
    await customerInteraction(filedClaim)
      .uponReceiving('a request for a claim photo')
      .withRequest('GET', `/api/account/claim-photos/${ids.claimPhoto}`, (builder) =>
        builder.headers(bearer),
      )
      .willRespondWith(200, (builder) => builder.body('image/jpeg', jpeg))
      .executeTest(async (mock) => {
        const photo = await getClaimPhoto(
          `/api/account/claim-photos/${ids.claimPhoto}`,
          customerClient(mock.url),
        )
        expect(photo.type).toBe('image/jpeg')
      })
  })
})
