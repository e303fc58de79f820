import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { deleteSearchHistory, getSearchSuggest, searchParts } from '../../src/api/search.ts'
import {
  catalogState,
  crossGroupMatcher,
  ids,
  nomenclatureMatcher,
  paginationMatcher,
  partMatcher,
  searchFacetsMatcher,
  successMatcher,
} from './fixtures.ts'
import { clientFor, createPact, guestSession } from './pact.ts'

const { eachLike, string, uuid } = MatchersV3

// The chosen truck's search and suggest are in truck-fit.pact.ts.
describe('search calls', () => {
  it('searches parts with filters written as marks[]', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a search for "поршень" among man and daf parts in stock')
      .withRequest('GET', '/api/search', (builder) =>
        builder.query({
          s: 'поршень',
          'marks[]': ['man', 'daf'],
          in_stock: 'true',
          sort: 'price_asc',
          page: '1',
        }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike(partMatcher),
          pagination: paginationMatcher,
          facets: searchFacetsMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const query = {
          s: 'поршень',
          'marks[]': ['man', 'daf'],
          in_stock: true,
          sort: 'price_asc' as const,
          page: 1,
        }
        const result = await searchParts(query, clientFor(mock.url))
        expect(result.items[0]?.uuid).toBe(ids.part)
        expect(result.facets.marks[0]).toEqual({ slug: 'man', title: 'MAN', count: 1 })
      })
  })

  it('suggests parts, groups and names for a text', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .given('the session searched for {query} before', { query: 'поршень man', uuid: ids.history })
      .uponReceiving('a request for suggestions for "порш"')
      .withRequest('GET', '/api/search/suggest', (builder) =>
        builder.query({ s: 'порш' }).headers({ Session: guestSession }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          history: eachLike({ uuid: uuid(ids.history), query: string('поршень man') }),
          cross_groups: eachLike(crossGroupMatcher),
          products: eachLike(partMatcher),
          popular: eachLike({ title: string('Фильтр масляный') }),
          nomenclature_names: eachLike(nomenclatureMatcher),
        }),
      )
      .executeTest(async (mock) => {
        const suggest = await getSearchSuggest('порш', {}, clientFor(mock.url))
        expect(suggest.history[0]?.uuid).toBe(ids.history)
        expect(suggest.products[0]?.full_title).toBe('Поршень MAN TGA D2066 51025117115')
      })
  })

  it('deletes a history entry', async () => {
    await createPact()
      .addInteraction()
      .given('the session searched for {query} before', { query: 'поршень man', uuid: ids.history })
      .uponReceiving('a request to delete a search history entry')
      .withRequest('DELETE', `/api/search/histories/${ids.history}`, (builder) =>
        builder.headers({ Session: guestSession }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(successMatcher))
      .executeTest(async (mock) => {
        expect(await deleteSearchHistory(ids.history, clientFor(mock.url))).toEqual({
          success: true,
        })
      })
  })
})
