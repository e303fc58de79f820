import { warrantyAmount } from '@gruzovik/machines'
import { type PriceFacts, payablePrice } from '@gruzovik/rules'
import type { CrossGroup, Part, Warranty } from '../../api/parts.ts'
import { type PartPicture, partPictures } from '../../components/PartPicture/part-picture.ts'

/** What the buy box totals, as the cart will: the price paid × quantity plus the chosen
 * warranty for that quantity (priced on the part's price, docs/product.md#warranties). */
export function buyTotal(price: PriceFacts, quantity: number, warranty: Warranty | null): number {
  const goods = payablePrice(price) * quantity
  return goods + (warranty ? warrantyAmount(warranty, price.price, quantity) : 0)
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
