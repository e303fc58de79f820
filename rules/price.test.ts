import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountApplies, payablePrice, shownPrice, unitDiscount } from './price.ts'

describe('the price rule', () => {
  it.each([
    // base, price, flag → paid, struck through
    [150_000, 120_000, true, 120_000, 150_000],
    [150_000, 120_000, false, 150_000, null],
    [120_000, 120_000, false, 120_000, null],
    [120_000, 120_000, true, 120_000, null],
    [100_000, 120_000, false, 120_000, null],
    [100_000, 120_000, true, 120_000, null],
  ])(
    'base %i, price %i, discount flag %s: pays %i, strikes through %s',
    (base, price, discount, paid, old) => {
      const facts = { base_price: base, price, discount }
      expect(payablePrice(facts)).toBe(paid)
      expect(shownPrice(facts)).toEqual({ price: paid, oldPrice: old })
    },
  )

  it('a part without the flag shows its base price as the price, nothing struck through', () => {
    const facts = { base_price: 150_000, price: 120_000, discount: false }
    expect(discountApplies(facts)).toBe(false)
    expect(unitDiscount(facts)).toBe(0)
  })

  it('a flagged discount saves base − price per unit', () => {
    expect(unitDiscount({ base_price: 150_000, price: 120_000, discount: true })).toBe(30_000)
  })

  it('always shows the price paid, and an old price only above it', () => {
    const kopecks = fc.integer({ min: 0, max: 100_000_000 })
    fc.assert(
      fc.property(kopecks, kopecks, fc.boolean(), (base_price, price, discount) => {
        const facts = { base_price, price, discount }
        const shown = shownPrice(facts)
        expect(shown.price).toBe(payablePrice(facts))
        expect(shown.price).toBe(Math.max(price, discount ? price : base_price))
        if (shown.oldPrice !== null) expect(shown.oldPrice).toBeGreaterThan(shown.price)
        expect(shown.price + unitDiscount(facts)).toBe(shown.oldPrice ?? shown.price)
      }),
    )
  })
})
