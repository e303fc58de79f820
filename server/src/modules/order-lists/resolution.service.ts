import type { components } from '@gruzovik/openapi'
import { heldQuantity, orderableQuantity, payablePrice } from '@gruzovik/rules'
import { normalizeArticle } from '../parts/article.ts'
import { presentPart, quantityFactsOf } from '../parts/present-part.ts'
import { orderListMessages as m } from './messages.ts'
import { readQuantity } from './quantity-text.ts'
import type { FoundPart, ResolutionRepository } from './resolution.repository.ts'

type S = components['schemas']
export type RowInput = S['ImportRowInput']
export type RowResolution = S['ImportRowResolution']
export type Resolution = S['ImportResolution']

/** A brand as compared: uppercase, letters and digits only, ё as е («Мерседес-Бенц» = «МЕРСЕДЕС БЕНЦ»). */
const brandKey = (text: string) =>
  text
    .toUpperCase()
    .replace(/Ё/g, 'Е')
    .replace(/[^0-9A-ZА-Я]/g, '')

const match = (found: FoundPart): S['ImportMatch'] => ({
  brand: found.brand,
  part: presentPart(found.card, found.warranties),
})

function resolveRow(
  row: RowInput,
  index: number,
  matchesOfRow: FoundPart[],
  analoguesOf: Map<string, FoundPart[]>,
): RowResolution {
  const article = row.article
  const quantityText =
    row.quantity === null || row.quantity === undefined ? '' : String(row.quantity)
  const reading = readQuantity(row.quantity)
  const requested = reading.ok ? reading.quantity : null
  const base = {
    line: row.line ?? index + 1,
    article,
    brand: row.brand ?? null,
    quantity_text: quantityText,
    part: null,
    candidates: [],
    analogues: [],
    requested,
    quantity: 0,
    clamp: null,
  }
  let matches = matchesOfRow
  const typedBrand = brandKey(row.brand ?? '')
  if (typedBrand && matches.length > 1) {
    const named = matches.filter((f) => f.brandNames.some((name) => brandKey(name) === typedBrand))
    if (named.length > 0) matches = named
  }
  const [only] = matches
  if (!only) {
    const message = article.trim() === '' ? m.noArticle : m.notFound(article.trim())
    return { ...base, status: 'not_found', message }
  }
  if (!reading.ok) {
    return matches.length === 1
      ? { ...base, status: 'bad_quantity', part: match(only), message: reading.message }
      : {
          ...base,
          status: 'bad_quantity',
          candidates: matches.map(match),
          message: reading.message,
        }
  }
  const wanted = reading.quantity
  if (matches.length > 1) {
    return {
      ...base,
      status: 'choose_brand',
      candidates: matches.map(match),
      message: m.chooseBrand(matches.length),
    }
  }
  const facts = quantityFactsOf(only.card)
  const max = orderableQuantity(facts)
  const quantity = heldQuantity(wanted, facts)
  if (quantity === wanted)
    return { ...base, status: 'found', part: match(only), quantity, message: null }
  const analogues = (analoguesOf.get(only.card.id) ?? []).map(match)
  if (max === 0) {
    return {
      ...base,
      status: 'sold_out',
      part: match(only),
      analogues,
      clamp: { reason: 'sold_out', max },
      message: analogues.length > 0 ? m.soldOutWithAnalogues : m.soldOut,
    }
  }
  return {
    ...base,
    status: 'short',
    part: match(only),
    analogues,
    quantity,
    clamp: { reason: only.card.isNotNew ? 'used_only_one' : 'only_in_stock', max },
    message: only.card.isNotNew ? m.usedOnlyOne : m.onlyInStock(max, wanted),
  }
}

/** Counts by status and what would go to the cart, at the price the cart charges. */
export function summarize(rows: RowResolution[]): S['ImportSummary'] {
  const count = (status: S['ImportRowStatus']) => rows.filter((r) => r.status === status).length
  const going = rows.filter((r) => r.quantity > 0 && r.part)
  return {
    rows: rows.length,
    found: count('found'),
    choose_brand: count('choose_brand'),
    short: count('short'),
    sold_out: count('sold_out'),
    not_found: count('not_found'),
    bad_quantity: count('bad_quantity'),
    lines: going.length,
    pieces: going.reduce((sum, r) => sum + r.quantity, 0),
    total: going.reduce(
      (sum, r) => sum + (r.part ? payablePrice(r.part.part.price) * r.quantity : 0),
      0,
    ),
  }
}

/**
 * The resolution of a list (docs/product.md#order-from-a-list): each row by the search's
 * article rule (normalizeArticle: spaces, dots, dashes, Cyrillic look-alikes; used numbers),
 * the quantity by the cart's one rule (@gruzovik/rules), the whole list in one statement.
 */
export function createResolutionService(deps: { resolution: ResolutionRepository }) {
  return {
    /** The brand of each part (the maker, else the make), from the same statement. */
    async brandsOf(productIds: string[]): Promise<Map<string, string | null>> {
      const found = await deps.resolution.resolve(
        productIds.map((productId, i) => ({ i, key: '', productId, wanted: null })),
      )
      return new Map(found.map((part) => [part.card.id, part.brand]))
    },

    async resolve(rows: RowInput[]): Promise<Resolution> {
      const found = await deps.resolution.resolve(
        rows.map((row, i) => {
          const reading = readQuantity(row.quantity)
          return {
            i,
            key: normalizeArticle(row.article),
            productId: row.product_uuid ? row.product_uuid.toLowerCase() : null,
            wanted: reading.ok ? reading.quantity : null,
          }
        }),
      )
      const matchesOf = new Map<number, FoundPart[]>()
      const analoguesOf = new Map<string, FoundPart[]>()
      for (const part of found) {
        if (part.kind === 'match' && part.i !== null) {
          matchesOf.set(part.i, [...(matchesOf.get(part.i) ?? []), part])
        } else if (part.of) {
          analoguesOf.set(part.of, [...(analoguesOf.get(part.of) ?? []), part])
        }
      }
      const resolved = rows.map((row, i) => resolveRow(row, i, matchesOf.get(i) ?? [], analoguesOf))
      return { rows: resolved, summary: summarize(resolved) }
    },
  }
}

export type ResolutionService = ReturnType<typeof createResolutionService>
