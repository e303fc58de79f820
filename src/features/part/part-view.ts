import { warrantyAmount } from '@gruzovik/machines'
import type { CrossGroup, Part, Warranty } from '../../api/parts.ts'
import { type PartPicture, partPictures } from '../../components/PartPicture/part-picture.ts'

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

export type GalleryImage = PartPicture

/** The gallery's pictures: every photo (the large size when the API has it), else the main
 * one, else the drawing of the part's type. */
export const galleryImages = (part: Pick<Part, 'images' | 'image' | 'illustration'>) =>
  partPictures(part)

/** A cross group shows "от {min price}" with stock, otherwise the out-of-stock text
 * (docs/product.md#part-prices). */
export function crossGroupOffer(group: Pick<CrossGroup, 'total_stock' | 'min_price'>) {
  return group.total_stock > 0
    ? ({ inStock: true, minPrice: group.min_price } as const)
    : ({ inStock: false } as const)
}
