import { warrantyAmount } from '@gruzovik/machines'
import type { CrossGroup, Part, Warranty } from '../../api/parts.ts'

/** Quantity the visitor may pick: at least 1, at most the stock; used parts are single pieces. */
export function maxQuantity(part: Pick<Part, 'total_stock' | 'is_not_new'>): number {
  if (part.total_stock < 1) return 0
  return part.is_not_new ? 1 : part.total_stock
}

export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity) || max < 1) return 1
  return Math.min(max, Math.max(1, Math.floor(quantity)))
}

/** What the buy box totals: price × quantity plus the chosen warranty for that quantity. */
export function buyTotal(partPrice: number, quantity: number, warranty: Warranty | null): number {
  return partPrice * quantity + (warranty ? warrantyAmount(warranty, partPrice, quantity) : 0)
}

export function findWarranty(part: Pick<Part, 'warranties'>, uuid: string | null | undefined) {
  return (uuid && part.warranties.find((w) => w.uuid === uuid)) || null
}

export interface GalleryImage {
  thumbnail: string
  large: string
}

/** The gallery's pictures: every image, else the main one; the large size when the API has it. */
export function galleryImages(part: Pick<Part, 'images' | 'image'>): GalleryImage[] {
  const all = part.images.length ? part.images : part.image ? [part.image] : []
  const seen = new Set<string>()
  return all
    .map(({ sizes }) => ({ thumbnail: sizes.thumbnail, large: sizes.large ?? sizes.thumbnail }))
    .filter((image) => image.thumbnail && !seen.has(image.large) && seen.add(image.large))
}

/** A cross group shows "от {min price}" with stock, otherwise the out-of-stock text
 * (docs/product.md#part-prices). */
export function crossGroupOffer(group: Pick<CrossGroup, 'total_stock' | 'min_price'>) {
  return group.total_stock > 0
    ? ({ inStock: true, minPrice: group.min_price } as const)
    : ({ inStock: false } as const)
}
