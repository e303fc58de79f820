import { describe, expect, it } from 'vitest'
import type { Warranty } from '../../api/parts.ts'
import {
  buyTotal,
  clampQuantity,
  crossGroupOffer,
  findWarranty,
  galleryImages,
  maxQuantity,
} from './part-view.ts'

const percent: Warranty = {
  uuid: 'w1',
  title: 'Гарантия 6 месяцев',
  price_type: 'percent',
  fix: 0,
  percent: 10,
}
const fix: Warranty = { uuid: 'w2', title: 'Год', price_type: 'fix', fix: 150_000, percent: 0 }

describe('part view rules', () => {
  it('a used part is one piece; a new part goes up to its stock; none without stock', () => {
    expect(maxQuantity({ total_stock: 5, is_not_new: true })).toBe(1)
    expect(maxQuantity({ total_stock: 5, is_not_new: false })).toBe(5)
    expect(maxQuantity({ total_stock: 0, is_not_new: false })).toBe(0)
  })

  it('keeps a picked quantity between 1 and the maximum', () => {
    expect(clampQuantity(9, 4)).toBe(4)
    expect(clampQuantity(0, 4)).toBe(1)
    expect(clampQuantity(Number.NaN, 4)).toBe(1)
    expect(clampQuantity(2.7, 4)).toBe(2)
  })

  it('totals price × quantity plus the warranty for that quantity, rounding the warranty down', () => {
    expect(buyTotal(1_150_005, 2, null)).toBe(2_300_010)
    // 10 % of 11 500,05 ₽ is 115 000,5 kopecks → 115 000 per piece
    expect(buyTotal(1_150_005, 2, percent)).toBe(2_300_010 + 230_000)
    expect(buyTotal(1_000_000, 3, fix)).toBe(3_000_000 + 450_000)
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
    // Without a photo, the drawing of the part's type (issue 19).
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
