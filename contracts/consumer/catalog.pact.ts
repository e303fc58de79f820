import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  getCatalog,
  getMainMenu,
  getNodeNomenclatures,
  getNodes,
  getNomenclatureList,
  getNomenclatures,
} from '../../src/api/catalog.ts'
import {
  breadcrumbsMatcher,
  catalogState,
  facetMatcher,
  ids,
  nomenclatureMatcher,
  paginationMatcher,
  partMatcher,
  partSlug,
} from './fixtures.ts'
import { clientFor, createPact } from './pact.ts'

const { eachLike, string, integer, uuid, like } = MatchersV3

// The catalogue's menus and pages; a part's own page is in parts.pact.ts, the chosen truck's
// calls in truck-fit.pact.ts.
const nodeMatcher = {
  uuid: uuid(ids.node),
  title: string('Двигатель'),
  slug: string('dvigatel'),
  icon: like('/icons/nodes/engine.svg'),
  nomenclatures: eachLike(nomenclatureMatcher),
}

describe('catalogue calls', () => {
  it('reads the main menu', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the main menu')
      .withRequest('GET', '/api/main-menu')
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          marks: eachLike({
            uuid: uuid(ids.mark),
            title: string('MAN'),
            slug: string('man'),
            sort: integer(1),
            link: string('/catalog/man'),
          }),
          aggregations: eachLike({
            id: integer(1),
            title: string('Двигатель в сборе'),
            slug: string('dvigatel-v-sbore'),
          }),
          nodes: eachLike(nodeMatcher),
          incoming_marks: eachLike({ title: string('DAF'), slug: string('daf') }),
        }),
      )
      .executeTest(async (mock) => {
        const menu = await getMainMenu(clientFor(mock.url))
        expect(menu.marks[0]?.slug).toBe('man')
        expect(menu.nodes[0]?.nomenclatures[0]?.slug).toBe('porshen')
      })
  })

  it('lists the nodes', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the nodes')
      .withRequest('GET', '/api/nodes')
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(nodeMatcher)))
      .executeTest(async (mock) => {
        expect((await getNodes(clientFor(mock.url)))[0]?.title).toBe('Двигатель')
      })
  })

  it('lists the part names of a node for a make', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the part names of node dvigatel for make man')
      .withRequest('GET', '/api/nodes/dvigatel/nomenclatures', (builder) =>
        builder.query({ mark_uuid: ids.mark }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(nomenclatureMatcher)))
      .executeTest(async (mock) => {
        const names = await getNodeNomenclatures(
          'dvigatel',
          { mark_uuid: ids.mark },
          clientFor(mock.url),
        )
        expect(names[0]?.title).toBe('Поршень')
      })
  })

  it('searches part names page by page', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a search of part names for "порш"')
      .withRequest('GET', '/api/nomenclatures', (builder) =>
        builder.query({ s: 'порш', page: '1' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ items: eachLike(nomenclatureMatcher), pagination: paginationMatcher }),
      )
      .executeTest(async (mock) => {
        const page = await getNomenclatures({ s: 'порш', page: 1 }, clientFor(mock.url))
        expect(page.items[0]?.slug).toBe('porshen')
        expect(page.pagination.total).toBe(1)
      })
  })

  it('lists the part names of a make', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the part names list of make man')
      .withRequest('GET', '/api/nomenclatures/list', (builder) =>
        builder.query({ 'marks[]': 'man' }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(nomenclatureMatcher)))
      .executeTest(async (mock) => {
        const names = await getNomenclatureList({ 'marks[]': ['man'] }, clientFor(mock.url))
        expect(names[0]?.link).toBe('/catalog/porshen')
      })
  })

  it('lists a catalogue page with breadcrumbs and facets', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the catalogue of make man, node dvigatel, new parts')
      .withRequest('GET', '/api/catalog', (builder) =>
        builder.query({ 'args[]': ['man', 'dvigatel'], condition: 'new', page: '1' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          title: string('Двигатель MAN'),
          h1: string('Запчасти двигателя MAN'),
          breadcrumbs: breadcrumbsMatcher,
          items: eachLike(partMatcher),
          pagination: paginationMatcher,
          facets: {
            marks: facetMatcher,
            nodes: facetMatcher,
            nomenclatures: facetMatcher,
            aggregations: eachLike({
              slug: string('dvigatel-v-sbore'),
              title: string('Двигатель в сборе'),
              count: integer(1),
            }),
            condition: facetMatcher,
          },
          // The path's make and node: ticked in the filters, unticking goes to link_without.
          scope: {
            marks: eachLike({
              slug: string('man'),
              title: string('MAN'),
              link_without: string('/catalog/dvigatel'),
            }),
            nodes: eachLike({
              slug: string('dvigatel'),
              title: string('Двигатель'),
              link_without: string('/catalog/man'),
            }),
            nomenclatures: [],
            aggregations: [],
          },
        }),
      )
      .executeTest(async (mock) => {
        const query = { 'args[]': ['man', 'dvigatel'], condition: 'new' as const, page: 1 }
        const page = await getCatalog(query, clientFor(mock.url))
        expect(page.items[0]?.slug).toBe(partSlug)
        expect(page.breadcrumbs[0]?.link).toBe('/catalog')
        expect(page.scope.marks[0]?.link_without).toBe('/catalog/dvigatel')
      })
  })
})
