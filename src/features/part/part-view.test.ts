import { describe, expect, it } from 'vitest'
import type { Warranty } from '../../api/parts.ts'
import { buyTotal, crossGroupOffer, findWarranty, galleryImages } from './part-view.ts'

const percent: Warranty = {
  uuid: 'w1',
  title: 'Гарантия 6 месяцев',
  price_type: 'percent',
  fix: 0,
  percent: 10,
}
const fix: Warranty = { uuid: 'w2', title: 'Год', price_type: 'fix', fix: 150_000, percent: 0 }

describe('part view rules', () => {
  it('totals price × quantity plus the warranty for that quantity, rounding the warranty down', () => {
    const at = (price: number) => ({ base_price: price, price, discount: false })
    expect(buyTotal(at(1_150_005), 2, null)).toBe(2_300_010)
    // 10 % of 11 500,05 ₽ is 115 000,5 kopecks → 115 000 per piece
    expect(buyTotal(at(1_150_005), 2, percent)).toBe(2_300_010 + 230_000)
    expect(buyTotal(at(1_000_000), 3, fix)).toBe(3_000_000 + 450_000)
  })

  it('totals the price the cart charges: the base price without the discount flag', () => {
    expect(buyTotal({ base_price: 150_000, price: 120_000, discount: false }, 2, null)).toBe(
      300_000,
    )
    expect(buyTotal({ base_price: 150_000, price: 120_000, discount: true }, 2, null)).toBe(240_000)
  })

  it('finds the chosen warranty and treats an empty choice as none', () => {
    const part = { warranties: [percent, fix] }
    expect(findWarranty(part, 'w2')).toBe(fix)
    expect(findWarranty(part, '')).toBeNull()
    expect(findWarranty(part, 'gone')).toBeNull()
  })

  it('gallery uses the large size when present and falls back to the main image', () => {
    expect(
      galleryImages({
        images: [{ sizes: { thumbnail: '/t1', large: '/l1' } }, { sizes: { thumbnail: '/t2' } }],
        image: null,
      }),
    ).toEqual([
      { thumbnail: '/t1', large: '/l1', photo: true },
      { thumbnail: '/t2', large: '/t2', photo: true },
    ])
    expect(galleryImages({ images: [], image: { sizes: { thumbnail: '/m' } } })).toEqual([
      { thumbnail: '/m', large: '/m', photo: true },
    ])
    expect(galleryImages({ images: [], image: null })).toEqual([])
    // Without a photo, the drawing of the part's type.
    expect(galleryImages({ images: [], image: null, illustration: '/d.svg' })).toEqual([
      { thumbnail: '/d.svg', large: '/d.svg', photo: false },
    ])
  })

  it('a cross group offers "from" its min price only while in stock', () => {
    expect(crossGroupOffer({ total_stock: 3, min_price: 99_000 })).toEqual({
      inStock: true,
      minPrice: 99_000,
    })
    expect(crossGroupOffer({ total_stock: 0, min_price: 99_000 })).toEqual({ inStock: false })
  })
})
