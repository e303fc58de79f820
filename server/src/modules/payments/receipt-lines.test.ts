import { describe, expect, it } from 'vitest'
import { receiptLinesOf, receiptTotal } from './receipt-lines.ts'

describe('receipt lines of an order', () => {
  it('a warranty is a service line of its own; the sums add up to the order', () => {
    const lines = receiptLinesOf([
      { title: 'Колодки', quantity: 2, price: 150_050, warrantyCost: 30_010 },
      { title: 'Фильтр', quantity: 1, price: 99_999, warrantyCost: 0 },
    ])
    expect(lines).toEqual([
      { title: 'Колодки', quantity: 2, unitPrice: 150_050, kind: 'commodity' },
      { title: 'Гарантия: Колодки', quantity: 2, unitPrice: 15_005, kind: 'service' },
      { title: 'Фильтр', quantity: 1, unitPrice: 99_999, kind: 'commodity' },
    ])
    expect(receiptTotal(lines)).toBe(2 * 150_050 + 30_010 + 99_999)
  })

  it('a warranty that does not split evenly is one unit of its whole sum', () => {
    const [, warranty] = receiptLinesOf([
      { title: 'Колодки', quantity: 3, price: 100, warrantyCost: 10 },
    ])
    expect(warranty).toEqual({
      title: 'Гарантия: Колодки',
      quantity: 1,
      unitPrice: 10,
      kind: 'service',
    })
  })
})
