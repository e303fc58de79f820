import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  getArrivalMarks,
  getArrivalsByMark,
  getArrivalTruck,
  getLatestArrivals,
} from '../../src/api/arrivals.ts'
import { paginationMatcher, partMatcher } from './fixtures.ts'
import { clientFor, createPact } from './pact.ts'

const { eachLike, string, integer, like } = MatchersV3

const truckSlug = 'daf-xf105-2012-vin-1234'
const truckArrived = [
  'a truck {slug} of make daf, model xf105, is being dismantled',
  { slug: truckSlug },
] as const
const markMatcher = {
  title: string('DAF'),
  slug: string('daf'),
  link: string('/razborka/daf'),
  trucks_count: integer(1),
}
const truckMatcher = {
  slug: string(truckSlug),
  model: string('xf105'),
  title: string('DAF XF105 2012'),
  year: like(2012),
  mileage_km: like(980000),
  arrived_at: string('2026-10-01'),
  link: string(`/postupleniya_mashin/xf105/${truckSlug}`),
  image: like({ sizes: { thumbnail: '/images/trucks/daf-xf105-thumb.webp' } }),
  parts_count: integer(1),
}

describe('used arrivals calls', () => {
  it('lists the makes being dismantled', async () => {
    await createPact()
      .addInteraction()
      .given(...truckArrived)
      .uponReceiving('a request for the makes of used arrivals')
      .withRequest('GET', '/api/arrivals')
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(markMatcher)))
      .executeTest(async (mock) => {
        expect((await getArrivalMarks(clientFor(mock.url)))[0]?.link).toBe('/razborka/daf')
      })
  })

  it('reads the home page section in one call: makes and the newest trucks', async () => {
    await createPact()
      .addInteraction()
      .given(...truckArrived)
      .uponReceiving('a request for the latest arrivals of the home page')
      .withRequest('GET', '/api/arrivals/latest')
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ marks: eachLike(markMatcher), trucks: eachLike(truckMatcher) }),
      )
      .executeTest(async (mock) => {
        const latest = await getLatestArrivals(clientFor(mock.url))
        expect(latest.trucks[0]?.slug).toBe(truckSlug)
        expect(latest.marks[0]?.slug).toBe('daf')
      })
  })

  it('lists the trucks of a make', async () => {
    await createPact()
      .addInteraction()
      .given(...truckArrived)
      .uponReceiving('a request for the daf trucks being dismantled')
      .withRequest('GET', '/api/arrivals/daf', (builder) => builder.query({ page: '1' }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          mark: markMatcher,
          items: eachLike(truckMatcher),
          pagination: paginationMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const page = await getArrivalsByMark('daf', { page: 1 }, clientFor(mock.url))
        expect(page.items[0]?.slug).toBe(truckSlug)
      })
  })

  it('reads one truck with its parts', async () => {
    await createPact()
      .addInteraction()
      .given(...truckArrived)
      .uponReceiving('a request for one dismantled truck')
      .withRequest('GET', `/api/arrivals/xf105/${truckSlug}`)
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...truckMatcher,
          mark: markMatcher,
          description: like('Тягач после ДТП, двигатель и КПП на ходу.'),
          images: eachLike({ sizes: { thumbnail: string('/images/trucks/daf-xf105-thumb.webp') } }),
          parts: eachLike(partMatcher),
        }),
      )
      .executeTest(async (mock) => {
        const truck = await getArrivalTruck('xf105', truckSlug, clientFor(mock.url))
        expect(truck.parts[0]?.article).toBe('51025117115')
      })
  })
})
