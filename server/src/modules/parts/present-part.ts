import type { components } from '@gruzovik/openapi'
import type { PriceFacts, QuantityFacts } from '@gruzovik/rules'
import type { parts, warranties } from '../../db/schema/index.ts'
import { illustrationFor } from './illustrations.ts'
import { imageUrl, isPlaceholderKey } from './placeholder-image.ts'

type Part = components['schemas']['Part']
type Image = components['schemas']['Image']
export type PartRow = typeof parts.$inferSelect
export type WarrantyRow = typeof warranties.$inferSelect

/** A warranty as `json_agg` of a `warranties` row gives it (its columns' own names). */
export interface WarrantyJson {
  id: string
  part_id: string
  title: string
  price_type: 'fix' | 'percent'
  fix: number
  percent: number
  months: number
}

export const toWarrantyRow = (w: WarrantyJson): WarrantyRow => ({
  id: w.id,
  partId: w.part_id,
  title: w.title,
  priceType: w.price_type,
  fix: w.fix,
  percent: w.percent,
  months: w.months,
})

/** What a card shows of a part: lists read only these columns (search, suggest). */
export const partCardKeys = [
  'id',
  'slug',
  'title',
  'fullTitle',
  'article',
  'images',
  'extensionNumber',
  'totalStock',
  'isNotNew',
  'basePrice',
  'price',
  'discount',
] as const satisfies readonly (keyof PartRow)[]
export type PartCardRow = Pick<PartRow, (typeof partCardKeys)[number]>

/** A row's price as the API sends it and the price rule (@gruzovik/rules) reads it. */
export const priceFactsOf = (
  row: Pick<PartRow, 'basePrice' | 'price' | 'discount'>,
): PriceFacts => ({
  base_price: row.basePrice,
  price: row.price,
  discount: row.discount,
})

/** A row's stock facts as the orderable quantity rule (@gruzovik/rules) reads them. */
export const quantityFactsOf = (
  row: Pick<PartRow, 'totalStock' | 'isNotNew' | 'removedAt'>,
): QuantityFacts => ({
  total_stock: row.totalStock,
  is_not_new: row.isNotNew,
  removed: row.removedAt !== null,
})

export const partLink = (slug: string) => `/parts/${slug}`
export const catalogLink = (...segments: string[]) => ['/catalog', ...segments].join('/')
export const crossGroupLink = (slug: string) => `/crossgroup/${slug}`

export const toImage = (stored: string): Image => {
  const url = imageUrl(stored)
  return { sizes: { thumbnail: url, large: url } }
}

/** Pictures of the part itself (1C sends them); a database seeded before the drawings may still
 * hold placeholder keys, which are no pictures of the part. */
const pictures = (stored: string[]) => stored.filter((s) => !isPlaceholderKey(s)).map(toImage)

/** A part in the answer shape of the yaml's `Part` (money stays integer kopecks); without a
 * picture the shop shows the drawing of its type (`illustration`). */
export function presentPart(row: PartCardRow, partWarranties: WarrantyRow[]): Part {
  const images = pictures(row.images)
  return {
    uuid: row.id,
    link: partLink(row.slug),
    full_title: row.fullTitle,
    title: row.title,
    slug: row.slug,
    article: row.article,
    images,
    image: images[0] ?? null,
    illustration: illustrationFor(row.title),
    extension_number: row.extensionNumber,
    total_stock: row.totalStock,
    is_not_new: row.isNotNew,
    price: priceFactsOf(row),
    warranties: partWarranties.map((w) => ({
      uuid: w.id,
      title: w.title,
      price_type: w.priceType,
      fix: w.fix,
      percent: w.percent,
    })),
  }
}

type CrossGroup = components['schemas']['CrossGroup']

export interface CrossGroupSummary {
  slug: string
  title: string
  articles: string[]
  totalStock: number
  minPrice: number
  image: string | null
}

/** A cross group (docs/product.md#entities); min_price is the lowest price among analogs in stock
 * when any are. */
export function presentCrossGroup(group: CrossGroupSummary): CrossGroup {
  return {
    slug: group.slug,
    link: crossGroupLink(group.slug),
    full_title: group.title,
    images: pictures(group.image ? [group.image] : []),
    illustration: illustrationFor(group.title),
    articles: [...group.articles].sort(),
    total_stock: group.totalStock,
    min_price: group.minPrice,
  }
}
