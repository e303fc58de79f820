import type { CartLine, CartPart } from './cart-types.ts'

/** A new part in stock (5), 100 ₽, with one fixed warranty `w1` of 5 ₽. */
export function part(uuid: string, extra: Partial<CartPart> = {}): CartPart {
  return {
    uuid,
    link: `/parts/${uuid}`,
    full_title: uuid,
    title: uuid,
    slug: uuid,
    article: uuid,
    images: [],
    image: null,
    extension_number: null,
    total_stock: 5,
    is_not_new: false,
    price: { base_price: 10_000, price: 10_000, discount: false },
    warranties: [{ uuid: 'w1', title: 'w1', price_type: 'fix', fix: 500, percent: 0 }],
    ...extra,
  }
}

/** A cart line of a new part in stock (5), 100 ₽, with one fixed warranty `w1` of 5 ₽. */
export function line(
  uuid: string,
  quantity: number,
  extra: Partial<CartLine['product']> = {},
): CartLine {
  return {
    product_uuid: uuid,
    quantity,
    warranty_uuid: null,
    product: part(uuid, extra),
  }
}
