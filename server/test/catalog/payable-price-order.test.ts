import { type PriceFacts, payablePrice } from '@gruzovik/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crossGroups, marks, nodes, nomenclatures, parts } from '../../src/db/schema/index.ts'
import {
  createExchangeApp,
  type ExchangeApp,
  importUntilDone,
  startSession,
  upload,
} from '../exchange/exchange-app.ts'

// «По цене» orders by the price a buyer pays (docs/product.md#part-prices): a part whose base
// price is above its price but has no discount flag costs its base price, so it sorts there,
// in search, in the catalogue and among its analogs, and follows a 1C price change.

interface Listed {
  items: { title: string; price: PriceFacts }[]
}

/** Three analogs of one make and node: what each costs is not what its `price` column says. */
const analogs = [
  // Pays 1 500 ₽ (no discount flag: the base price is the price), though its price says 1 000.
  { key: 'a', basePrice: 150_000, price: 100_000, discount: false, stock: 5 },
  { key: 'b', basePrice: 130_000, price: 130_000, discount: false, stock: 5 },
  // Pays 1 200 ₽ (the discount applies); sold out, so not the group's «от» price.
  { key: 'c', basePrice: 160_000, price: 120_000, discount: true, stock: 0 },
]

let ctx: ExchangeApp
const ids = `${process.pid}${Date.now().toString(36)}`
const markSlug = `scania-price-${ids}`
const groupSlug = `supports-${ids}`
const titleOf = (key: string) => `Суппорт тормозной ${key.toUpperCase()}`
const externalIdOf = (key: string) => `price-order-${ids}-${key}`

beforeAll(async () => {
  ctx = await createExchangeApp({}, { seed: false })
  const [mark] = await ctx.db.insert(marks).values({ title: 'Scania', slug: markSlug }).returning()
  const [node] = await ctx.db
    .insert(nodes)
    .values({ title: 'Подвеска кабины', slug: `podveska-${ids}`, icon: 'brakes' })
    .returning()
  if (!mark || !node) throw new Error('catalogue rows not inserted')
  const [nomenclature] = await ctx.db
    .insert(nomenclatures)
    .values({ nodeId: node.id, title: 'Суппорты', slug: `supporty-${ids}` })
    .returning()
  const [group] = await ctx.db
    .insert(crossGroups)
    .values({ slug: groupSlug, title: 'Суппорты' })
    .returning()
  if (!nomenclature || !group) throw new Error('catalogue rows not inserted')
  await ctx.db.insert(parts).values(
    analogs.map((a) => ({
      slug: `support-${ids}-${a.key}`,
      title: titleOf(a.key),
      fullTitle: `${titleOf(a.key)} Scania`,
      article: `SP-${ids}-${a.key}`,
      articleNormalized: `SP${ids}${a.key}`.toUpperCase(),
      searchText: 'Scania',
      // The node's words: a query of them alone matches the broad way, through `parts`.
      searchContext: 'Подвеска кабины',
      markId: mark.id,
      nodeId: node.id,
      nomenclatureId: nomenclature.id,
      crossGroupId: group.id,
      externalId: externalIdOf(a.key),
      basePrice: a.basePrice,
      price: a.price,
      discount: a.discount,
      totalStock: a.stock,
    })),
  )
}, 180_000)
afterAll(() => ctx.close())

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ url })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return res.json() as T
}

/** The titles' keys in the order a page lists them, with the price each shows. */
const order = (page: Listed) =>
  page.items.map((item) => [item.title.slice(-1).toLowerCase(), payablePrice(item.price)])

const cheapestFirst = (url: string) => get<Listed>(`${url}&sort=price_asc`).then(order)
const dearestFirst = (url: string) => get<Listed>(`${url}&sort=price_desc`).then(order)

const pages = {
  'search by its name («по цене»)': `/api/search?s=${encodeURIComponent('суппорт')}`,
  'search by its node’s words': `/api/search?s=${encodeURIComponent('кабины')}`,
  'the catalogue listing': `/api/catalog?args[]=${markSlug}`,
}

describe('sorting by price', () => {
  it.each(Object.entries(pages))('%s orders by the price a buyer pays', async (_, url) => {
    expect(await cheapestFirst(url)).toEqual([
      ['c', 120_000],
      ['b', 130_000],
      ['a', 150_000],
    ])
    expect(await dearestFirst(url)).toEqual([
      ['a', 150_000],
      ['b', 130_000],
      ['c', 120_000],
    ])
  })

  it('the cross group says «от» the lowest price paid in stock and lists its cheapest first', async () => {
    const group = await get<{ min_price: number; products: Listed['items'] }>(
      `/api/cross-groups/${groupSlug}`,
    )
    expect(group.min_price).toBe(130_000)
    expect(order({ items: group.products })).toEqual([
      ['c', 120_000],
      ['b', 130_000],
      ['a', 150_000],
    ])
  })
})

/** A changes-only offers.xml of one offer: its retail and old prices, in rubles. */
const offer = (externalId: string, prices: { retail: number; old: number }) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <ПакетПредложений СодержитТолькоИзменения="true">
    <Ид>9a1e6c1e-1c00-4b5a-8f0e-000000000002#</Ид>
    <ТипыЦен>
      <ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование></ТипЦены>
      <ТипЦены><Ид>pt-old</Ид><Наименование>Старая цена</Наименование></ТипЦены>
    </ТипыЦен>
    <Предложения><Предложение><Ид>${externalId}</Ид><Цены>
      <Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${prices.retail}</ЦенаЗаЕдиницу></Цена>
      <Цена><ИдТипаЦены>pt-old</ИдТипаЦены><ЦенаЗаЕдиницу>${prices.old}</ЦенаЗаЕдиницу></Цена>
    </Цены><Количество>5</Количество></Предложение></Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`)

describe('after 1C changes a price', () => {
  beforeAll(async () => {
    // 1 100 ₽ under an old price of 1 500: 1C's offers set the discount flag, so A costs 1 100 ₽.
    const session = await startSession(ctx)
    await session.call('init')
    await upload(session, 'offers.xml', offer(externalIdOf('a'), { retail: 1100, old: 1500 }))
    expect((await importUntilDone(session, 'offers.xml')).last).toBe('success')
    expect((await session.call('success')).body).toBe('success')
  }, 120_000)

  it.each(Object.entries(pages))('%s follows the new price', async (_, url) => {
    expect(await cheapestFirst(url)).toEqual([
      ['a', 110_000],
      ['c', 120_000],
      ['b', 130_000],
    ])
  })

  it('the cross group’s «от» price follows it', async () => {
    const group = await get<{ min_price: number }>(`/api/cross-groups/${groupSlug}`)
    expect(group.min_price).toBe(110_000)
  })
})
