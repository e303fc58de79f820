import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getCatalog } from '../../src/api/catalog.ts'
import { getPart } from '../../src/api/parts.ts'
import { getSearchSuggest, searchParts } from '../../src/api/search.ts'
import { listTruckMakes } from '../../src/api/trucks.ts'
import {
  catalogState,
  ids,
  paginationMatcher,
  partMatcher,
  partSlug,
  searchFacetsMatcher,
} from './fixtures.ts'
import { clientFor, createPact, guestSession } from './pact.ts'

const { eachLike, string, uuid, boolean } = MatchersV3

// The chosen truck (docs/product.md#the-chosen-truck): the makes and models to pick it from,
// then the catalogue, search, suggest and a part page asked for it, each part marked.
const truckOnly = { truck_model: ids.manTga, truck_year: 2008, truck_only: true } as const
const truckOnlyQuery = { truck_model: ids.manTga, truck_year: '2008', truck_only: 'true' }
const markedParts = eachLike({ ...partMatcher, fits_truck: boolean(true) })

describe('the chosen truck', () => {
  it('lists the makes and models to choose a truck from', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the makes and models of trucks')
      .withRequest('GET', '/api/truck-makes')
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({
            uuid: uuid(ids.mark),
            title: string('MAN'),
            slug: string('man'),
            models: eachLike({
              uuid: uuid(ids.manTga),
              title: string('TGA'),
              years: string('2000–2012'),
            }),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const makes = await listTruckMakes(clientFor(mock.url))
        expect(makes[0]?.models[0]?.uuid).toBe(ids.manTga)
      })
  })

  it('lists a catalogue page only for the chosen truck, each part marked', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the catalogue of make man only for a MAN TGA of 2008')
      .withRequest('GET', '/api/catalog', (builder) =>
        builder.query({ 'args[]': 'man', ...truckOnlyQuery }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ items: markedParts, pagination: paginationMatcher }),
      )
      .executeTest(async (mock) => {
        const page = await getCatalog({ 'args[]': ['man'], ...truckOnly }, clientFor(mock.url))
        expect(page.items[0]?.fits_truck).toBe(true)
      })
  })

  it('searches only the parts that fit the chosen truck, each marked', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a search for "поршень" only for a MAN TGA of 2008')
      .withRequest('GET', '/api/search', (builder) =>
        builder.query({ s: 'поршень', ...truckOnlyQuery }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: markedParts,
          pagination: paginationMatcher,
          facets: searchFacetsMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const result = await searchParts({ s: 'поршень', ...truckOnly }, clientFor(mock.url))
        expect(result.items[0]?.fits_truck).toBe(true)
      })
  })

  it('suggest marks the parts that fit the chosen truck', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for suggestions for "порш" with a MAN TGA chosen')
      .withRequest('GET', '/api/search/suggest', (builder) =>
        builder.query({ s: 'порш', truck_model: ids.manTga }).headers({ Session: guestSession }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ products: markedParts }))
      .executeTest(async (mock) => {
        const suggest = await getSearchSuggest(
          'порш',
          { truck_model: ids.manTga },
          clientFor(mock.url),
        )
        expect(suggest.products[0]?.fits_truck).toBe(true)
      })
  })

  it('reads a part marked for the chosen truck', async () => {
    await createPact()
      .addInteraction()
      .given('a part with slug {slug} exists', { slug: partSlug })
      .uponReceiving('a request for a part page with a MAN TGA chosen')
      .withRequest('GET', `/api/parts/${partSlug}`, (builder) =>
        builder.query({ truck_model: ids.manTga }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ uuid: uuid(ids.part), fits_truck: boolean(true) }),
      )
      .executeTest(async (mock) => {
        const part = await getPart(partSlug, { truck_model: ids.manTga }, clientFor(mock.url))
        expect(part.fits_truck).toBe(true)
      })
  })
})
