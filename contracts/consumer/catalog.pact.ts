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
import { getCrossGroup, getPart } from '../../src/api/parts.ts'
import { listTruckMakes } from '../../src/api/trucks.ts'
import {
  bearer,
  crossGroupMatcher,
  crossGroupSlug,
  customerPhone,
  facetMatcher,
  ids,
  nomenclatureMatcher,
  paginationMatcher,
  partMatcher,
  partSlug,
} from './fixtures.ts'
import { clientFor, createPact, customerClient } from './pact.ts'

const { eachLike, string, integer, uuid, like, boolean } = MatchersV3

const catalogState = 'the catalogue has make man, node dvigatel with part name porshen and one part'
const nodeMatcher = {
  uuid: uuid(ids.node),
  title: string('Двигатель'),
  slug: string('dvigatel'),
  icon: like('/icons/nodes/engine.svg'),
  nomenclatures: eachLike(nomenclatureMatcher),
}
const breadcrumbs = eachLike({ title: string('Каталог'), link: string('/catalog') })
const partDetailsMatcher = {
  ...partMatcher,
  description: like('Поршень двигателя D2066, оригинал.'),
  characteristics: eachLike({ name: string('Диаметр'), value: string('120 мм') }),
  mark: like({ title: 'MAN', slug: 'man' }),
  node: like({ title: 'Двигатель', slug: 'dvigatel' }),
  cross_group_slug: like(crossGroupSlug),
  breadcrumbs,
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
          breadcrumbs,
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

  it('lists a catalogue page only for the chosen truck, each part marked', async () => {
    await createPact()
      .addInteraction()
      .given(catalogState)
      .uponReceiving('a request for the catalogue of make man only for a MAN TGA of 2008')
      .withRequest('GET', '/api/catalog', (builder) =>
        builder.query({
          'args[]': 'man',
          truck_model: ids.manTga,
          truck_year: '2008',
          truck_only: 'true',
        }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          items: eachLike({ ...partMatcher, fits_truck: boolean(true) }),
          pagination: paginationMatcher,
        }),
      )
      .executeTest(async (mock) => {
        const query = {
          'args[]': ['man'],
          truck_model: ids.manTga,
          truck_year: 2008,
          truck_only: true,
        }
        const page = await getCatalog(query, clientFor(mock.url))
        expect(page.items[0]?.fits_truck).toBe(true)
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
        builder.jsonBody({ ...crossGroupMatcher, products: eachLike(partMatcher), breadcrumbs }),
      )
      .executeTest(async (mock) => {
        const group = await getCrossGroup(crossGroupSlug, clientFor(mock.url))
        expect(group.min_price).toBe(1150000)
        expect(group.products[0]?.uuid).toBe(ids.part)
      })
  })
})
