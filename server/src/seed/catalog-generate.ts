// Builds the whole demo catalogue in memory from a seeded PRNG; catalog.ts inserts it.

import type {
  aggregations,
  arrivals,
  crossGroups,
  marks,
  nodes,
  nomenclatures,
  parts,
  truckModels,
  warranties,
} from '../db/schema/index.ts'
import { normalizeArticle } from '../modules/parts/article.ts'
import { illustrationKindOf } from '../modules/parts/illustration-kinds.ts'
import { placeholderKey } from '../modules/parts/placeholder-image.ts'
import { slugify } from '../modules/parts/slug.ts'
import { aggregationTitles } from './catalog-data.ts'
import { markSeeds } from './mark-seeds.ts'
import { nodeSeeds } from './node-seeds.ts'
import { drawNewPrice, drawUsedPrice, newPriceRange, salePrice } from './part-prices.ts'
import { createRandom, type Random } from './random.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

export interface CatalogRows {
  marks: Row<typeof marks>[]
  truckModels: Row<typeof truckModels>[]
  nodes: Row<typeof nodes>[]
  nomenclatures: Row<typeof nomenclatures>[]
  aggregations: Row<typeof aggregations>[]
  arrivals: Row<typeof arrivals>[]
  crossGroups: Row<typeof crossGroups>[]
  parts: Row<typeof parts>[]
  warranties: Row<typeof warranties>[]
}

/** Arrivals are dated back from this fixed day so the seed never depends on the clock. */
const seedDay = Date.UTC(2026, 10, 1)
const day = 86_400_000

export function generateCatalog(options: { parts: number; seed?: number }): CatalogRows {
  const seed = options.seed ?? 20_261_121
  const random = createRandom(seed)
  // Prices from a stream of their own: a change of price ranges leaves the rest of the demo be.
  const prices = createRandom(seed ^ 0x5eed)
  const rows: CatalogRows = {
    marks: [],
    truckModels: [],
    nodes: [],
    nomenclatures: [],
    aggregations: [],
    arrivals: [],
    crossGroups: [],
    parts: [],
    warranties: [],
  }

  const markList = markSeeds.map((seed, sort) => {
    const id = random.uuid()
    rows.marks.push({ id, title: seed.title, slug: seed.slug, sort, aliases: seed.aliases })
    const models = seed.models.map((model, modelSort) => {
      const row = {
        id: random.uuid(),
        markId: id,
        title: model.title,
        slug: model.slug,
        years: model.years,
        inVisualCatalog: model.visual,
        sort: modelSort,
      }
      rows.truckModels.push(row)
      return { ...row, series: model.series }
    })
    return { id, seed, models }
  })

  rows.aggregations = aggregationTitles.map((title, index) => ({
    id: index + 1,
    title,
    slug: slugify(title),
    sort: index,
  }))
  const aggregationByTitle = new Map(aggregationTitles.map((title, index) => [title, index + 1]))

  const nomenclatureList = nodeSeeds.flatMap((node, sort) => {
    const nodeId = random.uuid()
    rows.nodes.push({ id: nodeId, title: node.title, slug: node.slug, icon: node.icon, sort })
    return node.names.map((title) => {
      const row = { id: random.uuid(), nodeId, title, slug: slugify(title) }
      rows.nomenclatures.push(row)
      const priceRange = newPriceRange(title, illustrationKindOf(title))
      return { ...row, node, priceRange, aggregationId: aggregationByTitle.get(title) ?? null }
    })
  })

  // Four dismantled trucks per make, one every few days back from the seed day.
  const arrivalsByMark = new Map<string, { id: string; truckModelId: string }[]>()
  let arrivalIndex = 0
  for (const mark of markList) {
    const list: { id: string; truckModelId: string }[] = []
    for (let n = 0; n < 4; n++) {
      const model = random.pick(mark.models)
      const series = random.pick(model.series)
      const year = random.int(2008, 2019)
      const title = `${model.title} ${series} ${year} г.`
      const row = {
        id: random.uuid(),
        markId: mark.id,
        truckModelId: model.id,
        slug: `${slugify(`${model.title} ${series} ${year}`)}-${arrivalIndex + 1}`,
        title,
        year,
        mileageKm: random.int(350, 1400) * 1000,
        engine: `${random.pick(['D2066', 'DC13', 'D13A', 'MX-13', 'OM501', 'Cursor 11', 'DXi11', '740.73'])}, ${random.int(380, 520)} л.с.`,
        arrivedAt: new Date(seedDay - arrivalIndex * 3 * day),
        image: placeholderKey('truck', arrivalIndex),
      }
      rows.arrivals.push(row)
      list.push({ id: row.id, truckModelId: model.id })
      arrivalIndex++
    }
    arrivalsByMark.set(mark.id, list)
  }

  const slugs = new Set<string>()
  const newByNomenclature = new Map<string, Row<typeof parts>[]>()
  for (let i = 0; i < options.parts; i++) {
    const mark = random.pick(markList)
    const nomenclature = random.pick(nomenclatureList)
    const isUsed = random.chance(0.3)
    const arrival = isUsed ? random.pick(arrivalsByMark.get(mark.id) ?? []) : undefined
    const model = arrival
      ? mark.models.find((m) => m.id === arrival.truckModelId)
      : random.chance(0.7)
        ? random.pick(mark.models)
        : undefined
    const article = mark.seed.article(random)
    const title = `${nomenclature.title} ${model?.title ?? mark.seed.title}`
    // The make's slug, not its title: «КАМАЗ» is written in Cyrillic, its addresses stay Latin.
    let slug = slugify(`${nomenclature.title} ${mark.seed.slug} ${article}`)
    if (slugs.has(slug)) slug = `${slug}-${i}`
    slugs.add(slug)

    const isUnit = nomenclature.aggregationId !== null
    const legacy = legacyPriceDraws(random, isUnit, isUsed)
    const newPrice = drawNewPrice(prices, nomenclature.priceRange)
    const basePrice = isUsed ? drawUsedPrice(prices, newPrice) : newPrice
    // A fifth on sale; a few carry an old price without the discount flag
    // (docs/product.md#cart-totals).
    const discount = legacy.priceRoll < 0.2
    const price = legacy.salePercent === null ? basePrice : salePrice(basePrice, legacy.salePercent)
    const totalStock = isUsed
      ? random.int(0, 1)
      : random.chance(0.15)
        ? 0
        : random.int(1, isUnit ? 3 : 40)

    const part = {
      id: random.uuid(),
      slug,
      title,
      fullTitle: `${title}${isUsed ? ' (б/у)' : ''}, арт. ${article}`,
      article,
      articleNormalized: normalizeArticle(article),
      searchText: [mark.seed.title, ...mark.seed.aliases].join(' '),
      searchContext: nomenclature.node.title,
      markId: mark.id,
      nomenclatureId: nomenclature.id,
      nodeId: nomenclature.nodeId,
      aggregationId: nomenclature.aggregationId,
      truckModelId: model?.id ?? null,
      crossGroupId: null as string | null,
      arrivalId: arrival?.id ?? null,
      isNotNew: isUsed,
      extensionNumber: isUsed ? `БУ-${String(i + 1).padStart(6, '0')}` : null,
      basePrice,
      price: Math.max(price, 100),
      discount,
      totalStock,
      // The demo has no photos: the shop shows the drawing of the part's type instead (1C's
      // pictures go here).
      images: [] as string[],
      popularity: random.int(0, 1000),
    }
    rows.parts.push(part)
    if (!isUsed) {
      const list = newByNomenclature.get(nomenclature.id) ?? []
      list.push(part)
      newByNomenclature.set(nomenclature.id, list)
    }
    addWarranties(random, rows.warranties, { ...part, legacyPrice: legacy.price })
  }

  // Cross groups: new parts of one part name from different makes are analogs of each other.
  for (const [nomenclatureId, list] of newByNomenclature) {
    const title = nomenclatureList.find((n) => n.id === nomenclatureId)?.title ?? ''
    for (let start = 0; start + 3 <= list.length; start += 3) {
      if (!random.chance(0.4)) continue
      const members = list.slice(start, start + random.int(2, 3))
      const first = members[0]
      if (!first) continue
      const id = random.uuid()
      rows.crossGroups.push({
        id,
        slug: slugify(`${title} ${first.article}`),
        title: `${title} ${first.article} и аналоги`,
      })
      for (const member of members) {
        member.crossGroupId = id
        member.searchContext = `${member.searchContext} ${title} ${first.article} и аналоги`
      }
    }
  }
  return rows
}

/**
 * The draws the demo's prices took before part-prices.ts, still taken from the main stream so every
 * id, slug, stock, sale, warranty and analog of the demo stays as it was (e2e tests and other
 * branches name seeded parts); prices themselves now come from part-prices.ts.
 */
function legacyPriceDraws(random: Random, isUnit: boolean, isUsed: boolean) {
  const newPrice = (isUnit ? random.int(150_000, 1_500_000) : random.int(300, 60_000)) * 100
  const basePrice = isUsed ? Math.round((newPrice * random.int(40, 70)) / 10_000) * 100 : newPrice
  const priceRoll = random.next()
  const salePercent = priceRoll < 0.24 ? random.int(75, 95) : null
  const price =
    salePercent === null ? basePrice : Math.round((basePrice * salePercent) / 10_000) * 100
  return { priceRoll, salePercent, price: Math.max(price, 100) }
}

/** Warranties for parts from 1 000 ₽; the draws follow the old price (legacyPriceDraws). */
function addWarranties(
  random: Random,
  out: Row<typeof warranties>[],
  part: { id: string; price: number; isNotNew: boolean; legacyPrice: number },
) {
  const { id: partId, price, isNotNew: isUsed } = part
  if (part.legacyPrice < 100_000 || random.chance(0.3)) return
  // A warranty on a part under 1 000 ₽ is not offered, its draws taken all the same.
  const list = price >= 100_000 ? out : []
  if (random.chance(0.7)) {
    list.push({
      id: random.uuid(),
      partId,
      title: isUsed ? 'Гарантия на установку 30 дней' : 'Расширенная гарантия 6 месяцев',
      priceType: 'fix',
      fix: Math.max(10_000, Math.round(price / 2000) * 100),
      percent: 0,
      months: isUsed ? 1 : 6,
    })
  }
  if (random.chance(0.6)) {
    list.push({
      id: random.uuid(),
      partId,
      title: isUsed ? 'Гарантия 3 месяца' : 'Расширенная гарантия 12 месяцев',
      priceType: 'percent',
      fix: 0,
      percent: isUsed ? 15 : 10,
      months: isUsed ? 3 : 12,
    })
  }
}
