import { metaPages } from '@gruzovik/openapi/meta-pages'
import { payablePrice } from '@gruzovik/rules'
import { eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { marks, parts } from '../../src/db/schema/index.ts'
import { useSeededApp } from '../support/seeded-app.ts'

const seeded = useSeededApp()
const { get } = seeded

describe('menus and part names', () => {
  it('main menu lists makes, units, nodes with part names and makes with arrivals', async () => {
    const menu = await get('/api/main-menu')
    expect(menu.marks.length).toBeGreaterThanOrEqual(7)
    expect(menu.marks[0]).toMatchObject({ title: 'MAN', slug: 'man', link: '/catalog/man' })
    expect(menu.aggregations).toContainEqual({ id: 2, title: 'КПП в сборе', slug: 'kpp-v-sbore' })
    expect(menu.nodes.length).toBeGreaterThanOrEqual(12)
    const names = menu.nodes.flatMap((n: { nomenclatures: unknown[] }) => n.nomenclatures)
    expect(names.length).toBeGreaterThanOrEqual(200)
    expect(menu.nodes[0].icon).toMatch(/^data:image\/svg\+xml,/)
    expect(menu.incoming_marks).toContainEqual({ title: 'DAF', slug: 'daf' })
  })

  it('narrows a node’s part names to those sold for one make', async () => {
    const [man] = await seeded.ctx.db.select().from(marks).where(eq(marks.slug, 'man'))
    const all = await get('/api/nodes/tormoznaya-sistema/nomenclatures')
    expect(all.map((n: { title: string }) => n.title)).toContain('Колодки тормозные')
    const forMan = await get(`/api/nodes/tormoznaya-sistema/nomenclatures?mark_uuid=${man?.id}`)
    expect(forMan.length).toBeGreaterThan(0)
    expect(forMan.length).toBeLessThanOrEqual(all.length)
  })

  it('answers an unknown node with 404 and a message, a bad uuid with 422', async () => {
    expect((await get('/api/nodes/net-takogo/nomenclatures', 404)).message).toBe('Узел не найден')
    await get('/api/nodes/dvigatel/nomenclatures?mark_uuid=123', 422)
  })

  it('pages part names and searches them by a word form', async () => {
    const first = await get('/api/nomenclatures?per_page=10')
    expect(first.items).toHaveLength(10)
    expect(first.pagination.last_page).toBe(Math.ceil(first.pagination.total / 10))
    const second = await get('/api/nomenclatures?per_page=10&page=2')
    expect(second.items[0].slug).not.toBe(first.items[0].slug)
    const found = await get(`/api/nomenclatures?s=${encodeURIComponent('фильтры')}`)
    expect(found.items.map((n: { title: string }) => n.title)).toContain('Фильтр масляный')
    const past = await get('/api/nomenclatures?page=999')
    expect(past.items).toEqual([])
  })

  it('lists part names of a node that exist for a unit', async () => {
    const list = await get('/api/nomenclatures/list?aggregations[]=kpp-v-sbore')
    expect(list).toEqual([
      { title: 'КПП в сборе', slug: 'kpp-v-sbore', link: '/catalog/kpp-v-sbore' },
    ])
    expect(await get('/api/nomenclatures/list?marks[]=net-takoy')).toEqual([])
  })
})

describe('part and cross group pages', () => {
  it('shows a part with price in kopecks, warranties, characteristics and breadcrumbs', async () => {
    const [row] = await seeded.ctx.db.select().from(parts).where(eq(parts.isNotNew, true)).limit(1)
    if (!row) throw new Error('no used part in the seed')
    const part = await get(`/api/parts/${row.slug}`)
    expect(part).toMatchObject({
      uuid: row.id,
      link: `/parts/${row.slug}`,
      article: row.article,
      is_not_new: true,
      extension_number: row.extensionNumber,
      price: { base_price: row.basePrice, price: row.price, discount: row.discount },
    })
    expect(part.characteristics).toContainEqual({ name: 'Состояние', value: 'Б/у' })
    expect(part.breadcrumbs[0]).toEqual({ title: 'Каталог', link: '/catalog' })
    // The demo has no photos: no image, the drawing of the part's type instead.
    expect(part.image).toBeNull()
    expect(part.illustration).toMatch(/^\/illustrations\/[a-z-]+\.svg\?v=[0-9a-f]{8}$/)
  })

  it('answers an unknown part with 404 and an over-long slug with a 4xx', async () => {
    expect((await get('/api/parts/net-takoy-zapchasti', 404)).message).toBe('Запчасть не найдена')
    // Fastify's router refuses path parameters over its maxParamLength before AJV sees them.
    const long = await seeded.ctx.app.inject({ url: `/api/parts/${'a'.repeat(300)}` })
    expect(long.statusCode).toBeGreaterThanOrEqual(400)
    expect(long.statusCode).toBeLessThan(500)
    expect(long.json()).toHaveProperty('message')
  })

  it('shows a cross group with its analog articles, stock and lowest price in stock', async () => {
    const [member] = await seeded.ctx.db
      .select()
      .from(parts)
      .where(isNotNull(parts.crossGroupId))
      .limit(1)
    const part = await get(`/api/parts/${member?.slug}`)
    const group = await get(`/api/cross-groups/${part.cross_group_slug}`)
    expect(group.articles).toContain(member?.article)
    expect(group.products.length).toBe(group.articles.length)
    const stock = group.products.reduce(
      (s: number, p: { total_stock: number }) => s + p.total_stock,
      0,
    )
    expect(group.total_stock).toBe(stock)
    const inStock = group.products.filter((p: { total_stock: number }) => p.total_stock > 0)
    const priced = inStock.length > 0 ? inStock : group.products
    // The lowest price paid (@gruzovik/rules): the base price of a part without the discount flag.
    expect(group.min_price).toBe(
      Math.min(...priced.map((p: { price: never }) => payablePrice(p.price))),
    )
    await get('/api/cross-groups/net-takoy', 404)
  })
})

describe('catalogue listing', () => {
  it('narrows by make and node path segments, with titles and breadcrumbs', async () => {
    const page = await get('/api/catalog?args[]=man&args[]=tormoznaya-sistema&per_page=5')
    expect(page.title).toBe('Запчасти MAN, Тормозная система')
    expect(page.breadcrumbs).toEqual([
      { title: 'Каталог', link: '/catalog' },
      { title: 'MAN', link: '/catalog/man' },
      { title: 'Тормозная система', link: '/catalog/man/tormoznaya-sistema' },
    ])
    expect(page.items.length).toBe(5)
    expect(page.facets.marks).toContainEqual(expect.objectContaining({ slug: 'man' }))
    const bySearch = await get('/api/search?marks[]=man&nodes[]=tormoznaya-sistema')
    expect(page.pagination.total).toBe(bySearch.pagination.total)
  })

  it('a make page answers its own make as its scope, the make facet counted within it', async () => {
    const page = await get('/api/catalog?args[]=kamaz&per_page=1')
    expect(page.scope.marks).toEqual([
      { slug: 'kamaz', title: page.facets.marks[0]?.title, link_without: '/catalog' },
    ])
    expect(page.facets.marks).toEqual([
      expect.objectContaining({ slug: 'kamaz', count: page.pagination.total }),
    ])
    const deeper = await get('/api/catalog?args[]=kamaz&args[]=dvigatel&per_page=1')
    expect(deeper.scope.marks).toEqual([
      expect.objectContaining({ slug: 'kamaz', link_without: '/catalog/dvigatel' }),
    ])
    expect(deeper.scope.nodes).toEqual([
      expect.objectContaining({ slug: 'dvigatel', link_without: '/catalog/kamaz' }),
    ])
    const byNode = new Map(deeper.facets.nodes.map((n: { slug: string }) => [n.slug, n]))
    expect([...byNode.keys()]).toEqual(['dvigatel'])
    const whole = await get('/api/catalog?per_page=1')
    expect(whole.scope).toEqual({ marks: [], nodes: [], nomenclatures: [], aggregations: [] })
    expect(whole.facets.marks.length).toBeGreaterThan(1)
  })

  it('a make ticked in the filter of a node page names the page too', async () => {
    const page = await get('/api/catalog?args[]=tormoznaya-sistema&marks[]=man&per_page=1')
    expect(page.h1).toBe('Запчасти для грузовиков: MAN, Тормозная система')
    expect(page.title).toBe('Запчасти MAN, Тормозная система')
    const same = await get('/api/catalog?args[]=man&marks[]=man&per_page=1')
    expect(same.h1).toBe('Запчасти для грузовиков: MAN')
    const whole = await get('/api/catalog?marks[]=man&per_page=1')
    expect(whole.h1).toBe('Каталог запчастей')
  })

  it('lists everything at /catalog and 404s on an unknown segment', async () => {
    const all = await get('/api/catalog')
    expect(all.pagination.total).toBeGreaterThanOrEqual(5000)
    expect(all.title).toBe('Каталог запчастей для грузовиков')
    expect((await get('/api/catalog?args[]=man&args[]=chto-to', 404)).message).toContain('chto-to')
    await get('/api/catalog?args[]=a&args[]=b&args[]=c&args[]=d', 422)
  })
})

describe('page meta', () => {
  it('has Russian meta for every page the shop asks about', async () => {
    for (const page of metaPages) {
      const meta = await get(`/api/meta?page=${encodeURIComponent(page)}`)
      expect(meta.title).toMatch(/Грузовик$/)
      expect(meta.description.length).toBeGreaterThan(10)
      expect(meta.meta).toContainEqual({ name: 'description', content: meta.description })
    }
    const home = await get('/api/meta?page=%2F')
    expect(home.description).toContain('быстрой доставкой по всей России')
  })

  it('takes a page with slashes around it as the same page, 404s an unknown one', async () => {
    expect((await get('/api/meta?page=%2Fo_kompanii%2F')).h1).toBe('О компании')
    await get('/api/meta?page=net_takoy', 404)
    await get('/api/meta', 422)
  })
})

describe('used arrivals', () => {
  it('lists makes with truck counts, a make’s trucks and one truck with its parts', async () => {
    const makes = await get('/api/arrivals')
    expect(makes).toContainEqual({
      title: 'MAN',
      slug: 'man',
      link: '/razborka/man',
      trucks_count: 4,
    })
    const man = await get('/api/arrivals/man?per_page=3')
    expect(man.items).toHaveLength(3)
    expect(man.pagination).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 })
    const dates = man.items.map((t: { arrived_at: string }) => t.arrived_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const truck = man.items[0]
    const details = await get(truck.link.replace('/postupleniya_mashin/', '/api/arrivals/'))
    expect(details.parts.length).toBe(Math.min(truck.parts_count, 200))
    expect(details.parts.every((p: { is_not_new: boolean }) => p.is_not_new)).toBe(true)
    expect(details.mark.slug).toBe('man')
    await get(`/api/arrivals/scania-r/${truck.slug}`, 404)
    await get('/api/arrivals/net-takoy', 404)
  })
})

describe('POST /api/callback', () => {
  const post = (payload: unknown) =>
    seeded.ctx.app.inject({ method: 'POST', url: '/api/callback', payload: payload as object })

  it('takes a name and phone, then refuses the same phone after three requests', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post({ name: 'Иван', phone: '+7(999)000 00 07', comment: 'Нужен стартер' })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({ success: true })
    }
    const fourth = await post({ name: 'Иван', phone: '+7(999)000 00 07' })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().message).toBeTruthy()
  })

  it('answers missing, blank or malformed fields with 422 per field', async () => {
    const missing = await post({ name: 'Иван' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toHaveProperty('phone')
    const blank = await post({ name: '   ', phone: '+79990000008' })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors.name).toEqual(['Укажите имя'])
    const short = await post({ name: 'Иван', phone: '+7 999' })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors).toHaveProperty('phone')
    const huge = await post({ name: 'И'.repeat(10_000), phone: '+79990000009' })
    expect(huge.statusCode).toBe(422)
  })
})
