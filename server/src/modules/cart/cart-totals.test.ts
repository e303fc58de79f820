import { describe, expect, it } from 'vitest'
import { cartCost, lineCost, totalUnitPrice, warrantyCost } from './cart-totals.ts'

describe('cart money (integer kopecks)', () => {
  it('counts the base price when there is no discount flag but the base price is higher', () => {
    expect(totalUnitPrice({ basePrice: 120_000, price: 100_000, discount: false })).toBe(120_000)
    expect(totalUnitPrice({ basePrice: 120_000, price: 100_000, discount: true })).toBe(100_000)
    expect(totalUnitPrice({ basePrice: 90_000, price: 100_000, discount: false })).toBe(100_000)
  })

  it('charges a fixed warranty per piece and a percent warranty rounded down', () => {
    expect(warrantyCost({ priceType: 'fix', fix: 50_000, percent: 0 }, 100_001, 3)).toBe(150_000)
    // 100_001 × 7 % = 7_000.07 → 7_000 per piece
    expect(warrantyCost({ priceType: 'percent', fix: 0, percent: 7 }, 100_001, 2)).toBe(14_000)
    expect(warrantyCost({ priceType: 'percent', fix: 0, percent: 0 }, 100_000, 2)).toBe(0)
    expect(warrantyCost(null, 100_000, 2)).toBe(0)
  })

  it('sums lines with their warranties into the order cost', () => {
    const lines = [
      {
        price: { basePrice: 150_050, price: 150_050, discount: false },
        quantity: 2,
        warranty: { priceType: 'percent' as const, fix: 0, percent: 10 },
      },
      { price: { basePrice: 99_999, price: 89_999, discount: true }, quantity: 1, warranty: null },
    ]
    expect(lineCost(lines[0] as (typeof lines)[0])).toEqual({
      goods: 300_100,
      warranty: 30_010,
      total: 330_110,
    })
    expect(cartCost(lines)).toBe(330_110 + 89_999)
    expect(Number.isInteger(cartCost(lines))).toBe(true)
  })
})
