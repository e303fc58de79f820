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

import { crossGroupSlug, ids, partImage, partSlug } from '../shared-data.ts'

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
    .values({ id: ids.crossGroup, slug: crossGroupSlug, title: 'Поршень D2066' })
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
      slug: partSlug,
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
