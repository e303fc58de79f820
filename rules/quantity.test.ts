import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  heldQuantity,
  orderableQuantity,
  pickedQuantity,
  quantityRefusalOf,
  quantityRefusalText,
} from './quantity.ts'

const newPart = (total_stock: number) => ({ total_stock, is_not_new: false })
const usedPart = (total_stock: number) => ({ total_stock, is_not_new: true })

describe('the orderable quantity', () => {
  it.each([
    ['a new part in stock', newPart(5), 5],
    ['a new part sold out', newPart(0), 0],
    ['a used part in stock', usedPart(5), 1],
    ['a used part sold out', usedPart(0), 0],
    ['a removed part with stock left', { ...newPart(5), removed: true }, 0],
    ['a negative stock from 1C', newPart(-2), 0],
  ])('%s: %i may be bought', (_, part, may) => {
    expect(orderableQuantity(part)).toBe(may)
  })

  it('a held quantity never goes above what may be bought nor below 0', () => {
    expect(heldQuantity(3, newPart(5))).toBe(3)
    expect(heldQuantity(9, newPart(5))).toBe(5)
    expect(heldQuantity(2, usedPart(1))).toBe(1)
    expect(heldQuantity(2, { ...newPart(5), removed: true })).toBe(0)
  })

  it('a picker offers 1 up to what may be bought', () => {
    expect(pickedQuantity(9, newPart(4))).toBe(4)
    expect(pickedQuantity(0, newPart(4))).toBe(1)
    expect(pickedQuantity(Number.NaN, newPart(4))).toBe(1)
    expect(pickedQuantity(2.7, newPart(4))).toBe(2)
    expect(pickedQuantity(3, usedPart(2))).toBe(1)
    expect(pickedQuantity(3, newPart(0))).toBe(1)
  })

  it('never more than the stock, never more than one used piece', () => {
    const part = fc.record({
      total_stock: fc.integer({ min: -5, max: 10_000 }),
      is_not_new: fc.boolean(),
      removed: fc.boolean(),
    })
    fc.assert(
      fc.property(part, fc.integer({ min: 0, max: 20_000 }), (facts, wanted) => {
        const may = orderableQuantity(facts)
        expect(may).toBeGreaterThanOrEqual(0)
        expect(may).toBeLessThanOrEqual(Math.max(0, facts.total_stock))
        if (facts.is_not_new) expect(may).toBeLessThanOrEqual(1)
        if (facts.removed) expect(may).toBe(0)
        expect(heldQuantity(wanted, facts)).toBe(Math.min(wanted, may))
      }),
    )
  })
})

describe('a refused quantity', () => {
  it.each([
    ['what may be bought', 3, newPart(3), null, null],
    ['a sold-out part', 1, newPart(0), 'sold-out', 'Товар закончился!'],
    ['a removed part', 1, { ...newPart(5), removed: true }, 'sold-out', 'Товар закончился!'],
    [
      'two of a used part',
      2,
      usedPart(4),
      'used-one',
      'Б/у запчасть есть в единственном экземпляре',
    ],
    ['more than the stock', 5, newPart(3), 'limit', 'Доступно только 3 шт.'],
  ])('%s: %s', (_, wanted, part, reason, text) => {
    const refusal = quantityRefusalOf(wanted, part)
    expect(refusal?.reason ?? null).toBe(reason)
    expect(refusal ? quantityRefusalText(refusal) : null).toBe(text)
  })

  it('refuses exactly the quantities above what may be bought', () => {
    const part = fc.record({
      total_stock: fc.integer({ min: -5, max: 100 }),
      is_not_new: fc.boolean(),
      removed: fc.boolean(),
    })
    fc.assert(
      fc.property(part, fc.integer({ min: 1, max: 200 }), (facts, wanted) => {
        const refusal = quantityRefusalOf(wanted, facts)
        expect(refusal === null).toBe(wanted <= orderableQuantity(facts))
        if (refusal) expect(refusal.max).toBe(orderableQuantity(facts))
      }),
    )
  })
})
