import { describe, expect, it } from 'vitest'
import { part } from './cart.fixtures.ts'
import {
  cartTotal,
  discountTotal,
  lineTotal,
  selectedWarranty,
  warrantyAmount,
  warrantyLinePrice,
  warrantyTotal,
} from './cart-totals.ts'
import type { CartLine, Price, Warranty } from './cart-types.ts'

const fix = (amount: number): Warranty => ({
  uuid: 'w-fix',
  title: 'fix',
  price_type: 'fix',
  fix: amount,
  percent: 0,
})
const percent = (p: number): Warranty => ({
  uuid: 'w-pct',
  title: 'percent',
  price_type: 'percent',
  fix: 0,
  percent: p,
})

function line(price: Price, quantity: number, warranty: Warranty | null = null): CartLine {
  return {
    product_uuid: `p-${price.price}-${quantity}`,
    quantity,
    warranty_uuid: warranty?.uuid ?? null,
    product: part('p', { total_stock: 10, price, warranties: [fix(50_000), percent(10)] }),
  }
}

describe('cart totals', () => {
  it.each([
    { name: 'line total is price times quantity', price: 123_450, qty: 3, expected: 370_350 },
    { name: 'quantity 0 totals nothing', price: 123_450, qty: 0, expected: 0 },
  ])('$name', ({ price, qty, expected }) => {
    expect(lineTotal(line({ base_price: price, price, discount: false }, qty))).toBe(expected)
  })

  it.each([
    { name: 'no discount flag and base above price costs base', discount: false, expected: 6000 },
    { name: 'a flagged discount costs the price', discount: true, expected: 4500 },
  ])('$name', ({ discount, expected }) => {
    expect(lineTotal(line({ base_price: 2000, price: 1500, discount }, 3))).toBe(expected)
  })

  it('cart total sums the counted unit price times quantity', () => {
    const lines = [
      line({ base_price: 2000, price: 1500, discount: false }, 2), // 4000
      line({ base_price: 2000, price: 1500, discount: true }, 3), // 4500
      line({ base_price: 999, price: 999, discount: false }, 1), // 999
    ]
    expect(cartTotal(lines)).toBe(9499)
    expect(cartTotal([])).toBe(0)
  })

  it('discount total counts only discounted products', () => {
    const lines = [
      line({ base_price: 2000, price: 1500, discount: true }, 3), // 1500
      line({ base_price: 2000, price: 1500, discount: false }, 5), // not counted
      line({ base_price: 1000, price: 900, discount: true }, 1), // 100
    ]
    expect(discountTotal(lines)).toBe(1600)
  })

  it('the lines add up to the cart total', () => {
    const lines = [
      line({ base_price: 2000, price: 1500, discount: false }, 2),
      line({ base_price: 2000, price: 1500, discount: true }, 3),
    ]
    expect(lines.reduce((sum, l) => sum + lineTotal(l), 0)).toBe(cartTotal(lines))
  })
})

describe('warranty amounts', () => {
  it.each([
    {
      name: 'fix is the fix value times quantity',
      w: fix(50_000),
      price: 100_000,
      qty: 2,
      expected: 100_000,
    },
    {
      name: 'fix rounds the fix value down first',
      w: fix(500.9),
      price: 100_000,
      qty: 3,
      expected: 1500,
    },
    {
      name: 'percent is price × percent / 100 times quantity',
      w: percent(10),
      price: 123_450,
      qty: 2,
      expected: 24_690,
    },
    {
      name: 'percent rounds down per unit before quantity',
      w: percent(7),
      price: 1_001,
      qty: 3,
      expected: 210,
    },
    { name: 'percent 0 costs nothing', w: percent(0), price: 123_450, qty: 2, expected: 0 },
    { name: 'negative percent costs nothing', w: percent(-5), price: 123_450, qty: 2, expected: 0 },
  ])('$name', ({ w, price, qty, expected }) => {
    expect(warrantyAmount(w, price, qty)).toBe(expected)
  })

  it.each([
    {
      name: 'fix line price is fix plus part price, floored',
      w: fix(500.7),
      price: 10_000,
      expected: 10_500,
    },
    {
      name: 'percent line price is part price × percent / 100, floored',
      w: percent(15),
      price: 10_001,
      expected: 1500,
    },
    { name: 'percent 0 line price is nothing', w: percent(0), price: 10_001, expected: 0 },
  ])('$name', ({ w, price, expected }) => {
    expect(warrantyLinePrice(w, price)).toBe(expected)
  })

  it('finds the chosen warranty and treats null or empty as none', () => {
    const base = line({ base_price: 100_000, price: 100_000, discount: false }, 1, percent(10))
    expect(selectedWarranty(base)?.uuid).toBe('w-pct')
    expect(selectedWarranty({ ...base, warranty_uuid: '' })).toBeNull()
    expect(selectedWarranty({ ...base, warranty_uuid: null })).toBeNull()
    expect(selectedWarranty({ ...base, warranty_uuid: 'unknown' })).toBeNull()
  })

  it('warranty total sums the lines with a warranty', () => {
    const lines = [
      line({ base_price: 100_000, price: 100_000, discount: false }, 2, percent(10)), // 20 000
      line({ base_price: 100_000, price: 100_000, discount: false }, 1, fix(50_000)), // 50 000
      line({ base_price: 100_000, price: 100_000, discount: false }, 4), // none
    ]
    expect(warrantyTotal(lines)).toBe(70_000)
  })
})
