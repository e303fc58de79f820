import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog-generate.ts'
import { generatePartExtras, seedBranches } from './part-extras.ts'

describe('generatePartExtras', () => {
  const rows = generateCatalog({ parts: 2000 })
  const extras = generatePartExtras(rows)

  it('splits each part’s stock over known branches so the branches add up to the total', () => {
    const sums = new Map<string, number>()
    for (const stock of extras.stocks) {
      expect(seedBranches).toContain(stock.branch)
      expect(stock.quantity).toBeGreaterThan(0)
      sums.set(stock.partId, (sums.get(stock.partId) ?? 0) + stock.quantity)
    }
    for (const part of rows.parts) expect(sums.get(part.id ?? '') ?? 0).toBe(part.totalStock)
    expect(new Set(extras.stocks.map((s) => s.branch)).size).toBe(seedBranches.length)
  })

  it('lets new parts fit other models of their make, never another make’s, and used parts none', () => {
    const markOfModel = new Map(rows.truckModels.map((m) => [m.id, m.markId]))
    const partById = new Map(rows.parts.map((p) => [p.id, p]))
    expect(extras.fits.length).toBeGreaterThan(0)
    for (const fit of extras.fits) {
      const part = partById.get(fit.partId)
      expect(part?.isNotNew).toBe(false)
      expect(markOfModel.get(fit.truckModelId)).toBe(part?.markId)
      expect(fit.truckModelId).not.toBe(part?.truckModelId)
    }
  })
})
