import type { Database } from '../../server/src/db/database.ts'
import {
  aggregations,
  crossGroups,
  marks,
  nodes,
  nomenclatures,
  partStocks,
  parts,
  truckModels,
  warranties,
} from '../../server/src/db/schema/index.ts'

/** The ids and values of contracts/provider-states.md ("Shared data"). */
export const ids = {
  part: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  soldOutPart: '6d3f8b21-9c2a-4d4e-8f3b-8a7c6b5d4e32',
  warranty: '0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a21',
  cart: '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b91',
  node: '9a3b1c2d-4e5f-4a6b-8c7d-1e2f3a4b5c01',
  mark: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d01',
  dafMark: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d02',
  crossGroup: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d03',
  manTga: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d04',
}
export const guestSession = 'b6f1c1d6-3f0e-4c59-9d0a-5c8a3f1e2a10'
export const customerToken = 'test-token-customer-1'
export const partImage = '/images/parts/porshen-thumb.webp'

/** Make MAN, node «Двигатель», part name «Поршень», unit «Двигатель в сборе», the cross group,
 * model MAN TGA and the part «Поршень MAN TGA D2066» with its warranty and stock in СПб (3) and
 * Москва (1); safe to call twice. */
export async function ensureSharedPart(db: Database) {
  await db
    .insert(marks)
    .values([
      { id: ids.mark, title: 'MAN', slug: 'man', sort: 1 },
      { id: ids.dafMark, title: 'DAF', slug: 'daf', sort: 4 },
    ])
    .onConflictDoNothing()
  await db
    .insert(nodes)
    .values({ id: ids.node, title: 'Двигатель', slug: 'dvigatel', icon: 'engine', sort: 1 })
    .onConflictDoNothing()
  const [nomenclature] = await db
    .insert(nomenclatures)
    .values({ nodeId: ids.node, title: 'Поршень', slug: 'porshen' })
    .onConflictDoUpdate({ target: nomenclatures.slug, set: { title: 'Поршень' } })
    .returning()
  await db
    .insert(aggregations)
    .values({ id: 1, title: 'Двигатель в сборе', slug: 'dvigatel-v-sbore', sort: 1 })
    .onConflictDoNothing()
  await db
    .insert(crossGroups)
    .values({ id: ids.crossGroup, slug: 'porshen-d2066', title: 'Поршень D2066' })
    .onConflictDoNothing()
  await db
    .insert(truckModels)
    .values({
      id: ids.manTga,
      markId: ids.mark,
      title: 'MAN TGA',
      slug: 'man-tga',
      years: '2000–2012',
    })
    .onConflictDoNothing()
  await db
    .insert(parts)
    .values({
      id: ids.part,
      slug: 'porshen-man-tga-51025117115',
      title: 'Поршень',
      fullTitle: 'Поршень MAN TGA D2066 51025117115',
      article: '51025117115',
      articleNormalized: '51025117115',
      searchText: 'Поршень MAN TGA D2066 Двигатель',
      markId: ids.mark,
      nomenclatureId: nomenclature?.id ?? '',
      nodeId: ids.node,
      aggregationId: 1,
      crossGroupId: ids.crossGroup,
      truckModelId: ids.manTga,
      isNotNew: false,
      extensionNumber: null,
      basePrice: 1_250_000,
      price: 1_150_000,
      discount: true,
      totalStock: 4,
      images: [partImage],
      popularity: 10,
    })
    .onConflictDoNothing()
  await db
    .insert(warranties)
    .values({
      id: ids.warranty,
      partId: ids.part,
      title: 'Гарантия 6 месяцев',
      priceType: 'percent',
      fix: 0,
      percent: 10,
      months: 6,
    })
    .onConflictDoNothing()
  await db
    .insert(partStocks)
    .values([
      { partId: ids.part, branch: 'spb', quantity: 3 },
      { partId: ids.part, branch: 'msk', quantity: 1 },
    ])
    .onConflictDoNothing()
}

/** «Фильтр масляный DAF XF105», article 1643070, sold out. */
export async function ensureSoldOutPart(db: Database) {
  await ensureSharedPart(db)
  const [nomenclature] = await db
    .insert(nomenclatures)
    .values({ nodeId: ids.node, title: 'Фильтр масляный', slug: 'filtr-maslyaniy' })
    .onConflictDoUpdate({ target: nomenclatures.slug, set: { title: 'Фильтр масляный' } })
    .returning()
  await db
    .insert(parts)
    .values({
      id: ids.soldOutPart,
      slug: 'filtr-maslyaniy-daf-1643070',
      title: 'Фильтр масляный',
      fullTitle: 'Фильтр масляный DAF XF105',
      article: '1643070',
      articleNormalized: '1643070',
      searchText: 'Фильтр масляный DAF XF105',
      markId: ids.dafMark,
      nomenclatureId: nomenclature?.id ?? '',
      nodeId: ids.node,
      basePrice: 250_000,
      price: 250_000,
      totalStock: 0,
      images: ['/images/parts/filtr-thumb.webp'],
    })
    .onConflictDoNothing()
}
