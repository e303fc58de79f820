import type { PartKind } from '@gruzovik/rules'
import { normalizeArticle } from '../parts/article.ts'
import { slugify } from '../parts/slug.ts'

/** A short stable suffix that keeps slugs of different 1C records apart. */
export function idSuffix(externalId: string): string {
  let hash = 0x811c9dc5
  for (const ch of externalId) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return hash.toString(36).padStart(7, '0').slice(0, 7)
}

/** A part as an outside system (the 1C exchange) describes it, its references resolved. */
export interface PartWrite {
  externalId: string
  title: string
  fullTitle: string | null
  /** null keeps what is stored; '' clears it. */
  description: string | null
  article: string
  brand: string | null
  isNotNew: boolean
  extensionNumber: string | null
  /** null keeps what is stored. */
  makerWarrantyMonths?: number | null
  /** A used part's kind for its warranty as 1C states it; null keeps what is stored. */
  usedKind?: PartKind | null
  images: string[]
  removed: boolean
  markId: string
  /** The make's title and the other names buyers type for it (marks.aliases). */
  markNames: readonly string[]
  nomenclatureId: string
  nomenclatureTitle: string
  nodeId: string
  nodeTitle: string
}

/**
 * The one place parts are written from outside the seed: every derived column (normalised
 * article, search text, full title, slug) is computed here, so search stays right whatever
 * writes. Prices and stock are not touched (offers set them, `updateOffers`).
 */
export function partRowOf(part: PartWrite, now: Date) {
  const fullTitle =
    part.fullTitle ??
    `${part.title}${part.isNotNew ? ' (б/у)' : ''}${part.article ? `, арт. ${part.article}` : ''}`
  return {
    slug: `${slugify(`${part.title} ${part.article}`).slice(0, 150)}-${idSuffix(part.externalId)}`,
    title: part.title,
    full_title: fullTitle,
    article: part.article,
    article_normalized: normalizeArticle(part.article),
    // As the seed writes them (docs/product.md#search): the stored search vector weighs the
    // title and article most, these make names (and the brand) next, the node and part name least.
    search_text: [...part.markNames, part.brand].filter(Boolean).join(' '),
    search_context: [
      part.nodeTitle,
      part.nomenclatureTitle === part.title ? null : part.nomenclatureTitle,
    ]
      .filter(Boolean)
      .join(' '),
    mark_id: part.markId,
    nomenclature_id: part.nomenclatureId,
    node_id: part.nodeId,
    is_not_new: part.isNotNew,
    extension_number: part.extensionNumber,
    maker_warranty_months: part.makerWarrantyMonths ?? null,
    used_kind: part.usedKind ?? null,
    images: part.images,
    external_id: part.externalId,
    brand: part.brand,
    description: part.description,
    removed_at: part.removed ? now.toISOString() : null,
  }
}

/** The columns an upsert compares and overwrites (description and removed_at aside). */
export const changedColumns = [
  'title',
  'full_title',
  'article',
  'article_normalized',
  'search_text',
  'search_context',
  'mark_id',
  'nomenclature_id',
  'node_id',
  'is_not_new',
  'extension_number',
  'images',
  'brand',
] as const

export interface OfferWrite {
  externalId: string
  /** `Ид#характеристика` offers: the characteristic's values (its part's title says them). */
  characteristic: string | null
  price: number | null
  basePrice: number | null
  stocks: { branch: string; quantity: number }[] | null
  quantity: number | null
}
