import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { parts } from '../../db/schema/index.ts'
import { looksLikeArticle, normalizeArticle } from './article.ts'
import { escapeLike } from './like.ts'

/** The filters search and the catalogue listing share (slugs as the yaml passes them). */
export interface PartFilter {
  text?: string | undefined
  marks?: string[] | undefined
  nodes?: string[] | undefined
  nomenclatures?: string[] | undefined
  aggregations?: string[] | undefined
  models?: string[] | undefined
  condition?: 'new' | 'used' | undefined
  inStock?: boolean | undefined
  arrivalId?: string | undefined
}

export type FacetName = 'marks' | 'nodes' | 'nomenclatures' | 'aggregations' | 'condition'

/** Words of a query as a prefix tsquery: `колодка торм` → `колодка:* & торм:*`. */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null
}

export const ftsDocument = sql`to_tsvector('russian', ${parts.searchText})`

/** The text condition: Russian full-text over names, or the normalised article. */
export function textCondition(text: string): SQL | null {
  const tsQuery = toPrefixTsQuery(text)
  const fts = tsQuery ? sql`${ftsDocument} @@ to_tsquery('russian', ${tsQuery})` : null
  if (!looksLikeArticle(text)) return fts
  const article = sql`${parts.articleNormalized} like ${`%${escapeLike(normalizeArticle(text))}%`}`
  return fts ? sql`(${fts} or ${article})` : article
}

const bySlugs = (table: string, slugs: string[]) =>
  sql.raw(`(select id from ${table} where slug in `).append(sql`${slugs})`)

/** Every condition of the filter, leaving out one facet's own when its counts are wanted. */
export function partConditions(filter: PartFilter, except?: FacetName): SQL | undefined {
  // Parts 1C deleted (modules/exchange) are off sale; orders keep their lines.
  const conditions: SQL[] = [isNull(parts.removedAt)]
  const text = filter.text?.trim()
  if (text) {
    // Text without a single letter or digit matches nothing rather than everything.
    conditions.push(textCondition(text) ?? sql`false`)
  }
  if (filter.marks?.length && except !== 'marks') {
    conditions.push(inArray(parts.markId, bySlugs('marks', filter.marks)))
  }
  if (filter.nodes?.length && except !== 'nodes') {
    conditions.push(inArray(parts.nodeId, bySlugs('nodes', filter.nodes)))
  }
  if (filter.nomenclatures?.length && except !== 'nomenclatures') {
    conditions.push(inArray(parts.nomenclatureId, bySlugs('nomenclatures', filter.nomenclatures)))
  }
  if (filter.aggregations?.length && except !== 'aggregations') {
    conditions.push(inArray(parts.aggregationId, bySlugs('aggregations', filter.aggregations)))
  }
  if (filter.models?.length) {
    conditions.push(inArray(parts.truckModelId, bySlugs('truck_models', filter.models)))
  }
  if (filter.condition && except !== 'condition') {
    conditions.push(eq(parts.isNotNew, filter.condition === 'used'))
  }
  if (filter.inStock) conditions.push(sql`${parts.totalStock} > 0`)
  if (filter.arrivalId) conditions.push(eq(parts.arrivalId, filter.arrivalId))
  return and(...conditions)
}
