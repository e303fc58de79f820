import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getCrossGroup, getPart } from '../../src/api/parts.ts'
import {
  bearer,
  breadcrumbsMatcher,
  crossGroupMatcher,
  crossGroupSlug,
  customerPhone,
  ids,
  partMatcher,
  partSlug,
} from './fixtures.ts'
import { clientFor, createPact, customerClient } from './pact.ts'

const { eachLike, string, integer, like, boolean } = MatchersV3

const partDetailsMatcher = {
  ...partMatcher,
  description: like('Поршень двигателя D2066, оригинал.'),
  characteristics: eachLike({ name: string('Диаметр'), value: string('120 мм') }),
  mark: like({ title: 'MAN', slug: 'man' }),
  node: like({ title: 'Двигатель', slug: 'dvigatel' }),
  cross_group_slug: like(crossGroupSlug),
  breadcrumbs: breadcrumbsMatcher,
  branch_stocks: eachLike({ branch: string('spb'), quantity: integer(3) }),
  fits: eachLike({
    title: string('MAN TGA'),
    slug: string('man-tga'),
    years: string('2000–2012'),
    mark: like({ title: 'MAN', slug: 'man' }),
    link: string('/catalog/man/man-tga'),
  }),
  donor: null,
}
const truckSlug = 'daf-xf105-2012-vin-1234'

describe('part page calls', () => {
  it('reads a part by slug', async () => {
    await createPact()
      .addInteraction()
      .given('a part with slug {slug} exists', { slug: partSlug })
      .uponReceiving('a request for a part page')
      .withRequest('GET', `/api/parts/${partSlug}`)
      .willRespondWith(200, (builder) => builder.jsonBody(partDetailsMatcher))
      .executeTest(async (mock) => {
        const part = await getPart(partSlug, {}, clientFor(mock.url))
        expect(part.article).toBe('51025117115')
        expect(part.cross_group_slug).toBe(crossGroupSlug)
        expect(part.is_favourite).toBeUndefined()
        expect(part.branch_stocks[0]).toEqual({ branch: 'spb', quantity: 3 })
        expect(part.fits[0]?.link).toBe('/catalog/man/man-tga')
        expect(part.donor).toBeNull()
      })
  })

  it('reads a used part with the truck it came from', async () => {
    await createPact()
      .addInteraction()
      .given('a part with slug {slug} exists', { slug: partSlug })
      .given('a truck {slug} of make daf, model xf105, is being dismantled', { slug: truckSlug })
      .uponReceiving('a request for the page of a part taken from a dismantled truck')
      .withRequest('GET', `/api/parts/${partSlug}`)
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...partDetailsMatcher,
          donor: {
            slug: string(truckSlug),
            model: string('xf105'),
            title: string('DAF XF105 2012'),
            year: integer(2012),
            mileage_km: integer(980_000),
            parts_count: integer(1),
          },
        }),
      )
      .executeTest(async (mock) => {
        const part = await getPart(partSlug, {}, clientFor(mock.url))
        expect(part.donor?.model).toBe('xf105')
        expect(part.donor?.slug).toBe(truckSlug)
        expect(part.donor?.mileage_km).toBe(980_000)
      })
  })

  it('reads a part by slug as a customer who keeps it in favourites', async () => {
    await createPact()
      .addInteraction()
      .given('a customer with phone {phone} is logged in', { phone: customerPhone })
      .given('the customer keeps the part {slug} in favourites', { slug: partSlug, uuid: ids.part })
      .uponReceiving('a request for a part page by a logged-in customer')
      .withRequest('GET', `/api/parts/${partSlug}`, (builder) => builder.headers(bearer))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...partDetailsMatcher,
          is_favourite: true,
          is_inform_receipt: boolean(false),
        }),
      )
      .executeTest(async (mock) => {
        const part = await getPart(partSlug, {}, customerClient(mock.url))
        expect(part.is_favourite).toBe(true)
        expect(part.is_inform_receipt).toBe(false)
      })
  })

  it('answers 404 for an unknown part', async () => {
    await createPact()
      .addInteraction()
      .given('no part with slug {slug} exists', { slug: 'net-takoy-detali' })
      .uponReceiving('a request for an unknown part')
      .withRequest('GET', '/api/parts/net-takoy-detali')
      .willRespondWith(404, (builder) => builder.jsonBody({ message: string('Не найдено') }))
      .executeTest(async (mock) => {
        const call = getPart('net-takoy-detali', {}, clientFor(mock.url))
        await expect(call).rejects.toMatchObject({ status: 404 })
      })
  })

  it('reads a cross group by slug', async () => {
    await createPact()
      .addInteraction()
      .given('a cross group with slug {slug} exists', { slug: crossGroupSlug })
      .uponReceiving('a request for a cross group page')
      .withRequest('GET', `/api/cross-groups/${crossGroupSlug}`)
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...crossGroupMatcher,
          products: eachLike(partMatcher),
          breadcrumbs: breadcrumbsMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const group = await getCrossGroup(crossGroupSlug, clientFor(mock.url))
        expect(group.min_price).toBe(1150000)
        expect(group.products[0]?.uuid).toBe(ids.part)
      })
  })
})
