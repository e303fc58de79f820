import { describe, expect, it } from 'vitest'
import { branchAvailability, stockLine } from './branch-stock.ts'

describe('branchAvailability', () => {
  const part = {
    total_stock: 7,
    branch_stocks: [
      { branch: 'spb' as const, quantity: 4 },
      { branch: 'msk' as const, quantity: 3 },
    ],
  }

  it('offers pickup today where the part lies and after the transfer days elsewhere', () => {
    const rows = branchAvailability(part)
    expect(rows.map((r) => r.id)).toEqual(['spb', 'msk', 'krs', 'krd'])
    expect(rows[0]).toMatchObject({
      quantity: 4,
      pickup: { kind: 'today' },
      delivery: { kind: 'days', days: 1 },
    })
    expect(rows[2]).toMatchObject({
      city: 'Красноярск',
      quantity: 0,
      pickup: { kind: 'days', days: 5 },
      delivery: { kind: 'days', days: 6 },
    })
  })

  it('writes the stock line with the branches that have the part', () => {
    expect(stockLine(branchAvailability(part))).toBe('СПб: 4, Москва: 3')
  })

  it('lists nothing when the stock is not known per branch or the part is sold out', () => {
    expect(branchAvailability({ total_stock: 5, branch_stocks: [] })).toEqual([])
    expect(branchAvailability({ ...part, total_stock: 0 })).toEqual([])
  })
})
