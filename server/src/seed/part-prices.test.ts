import { describe, expect, it } from 'vitest'
import { illustrationKindOf } from '../modules/parts/illustration-kinds.ts'
import { generateCatalog } from './catalog-generate.ts'
import { namePriceRanges, newPriceRange, usedShare } from './part-prices.ts'

const rows = generateCatalog({ parts: 5000 })
const names = new Map(rows.nomenclatures.map((n) => [n.id, n.title]))
const nameOf = (part: (typeof rows.parts)[number]) => names.get(part.nomenclatureId) ?? ''
const rubles = (kopecks: number) => kopecks / 100

describe('demo prices', () => {
  it('keep every new part within the range of its type, assembled units in theirs', () => {
    for (const part of rows.parts.filter((p) => !p.isNotNew)) {
      const name = nameOf(part)
      const [min, max] = newPriceRange(name, illustrationKindOf(name))
      expect(rubles(part.basePrice), `${part.title}`).toBeGreaterThanOrEqual(min)
      expect(rubles(part.basePrice), `${part.title}`).toBeLessThanOrEqual(max)
    }
  })

  it('price a used part at most two thirds of the dearest new one of its type', () => {
    for (const part of rows.parts.filter((p) => p.isNotNew)) {
      const name = nameOf(part)
      const [, max] = newPriceRange(name, illustrationKindOf(name))
      expect(rubles(part.basePrice), part.title).toBeLessThanOrEqual((max * usedShare[1]) / 100)
    }
  })

  it('make used parts of a type cheaper than new ones on the whole', () => {
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0
    const byKind = new Map<string, { used: number[]; new: number[] }>()
    for (const part of rows.parts) {
      const kind = illustrationKindOf(nameOf(part))
      const prices = byKind.get(kind) ?? { used: [], new: [] }
      prices[part.isNotNew ? 'used' : 'new'].push(part.basePrice)
      byKind.set(kind, prices)
    }
    const compared = [...byKind].filter(([, p]) => p.used.length >= 15 && p.new.length >= 15)
    expect(compared.length).toBeGreaterThanOrEqual(20)
    for (const [kind, prices] of compared) {
      expect(median(prices.used), kind).toBeLessThan(median(prices.new))
    }
  })

  it('sells a lamp for hundreds of roubles and a turbocharger for tens of thousands', () => {
    const of = (name: string) => rows.parts.filter((p) => nameOf(p) === name)
    for (const lamp of of('Лампа')) expect(rubles(lamp.price)).toBeLessThan(1000)
    for (const turbo of of('Турбокомпрессор').filter((p) => !p.isNotNew)) {
      expect(rubles(turbo.price)).toBeGreaterThanOrEqual(20_000)
    }
    for (const engine of of('Двигатель в сборе')) {
      expect(rubles(engine.price)).toBeGreaterThan(100_000)
    }
    // Every assembled unit has a range of its own, and every name priced apart is sold.
    expect(Object.keys(namePriceRanges)).toEqual(
      expect.arrayContaining(rows.aggregations.map((a) => a.title)),
    )
    const sold = new Set(rows.nomenclatures.map((n) => n.title))
    expect(Object.keys(namePriceRanges).filter((name) => !sold.has(name))).toEqual([])
  })

  it('gives cheap new parts kopecks and dear ones round sums', () => {
    const cheap = rows.parts.filter(
      (p) => !p.isNotNew && p.price === p.basePrice && p.price < 300_000,
    )
    expect(cheap.some((p) => p.price % 100 !== 0)).toBe(true)
    const dear = rows.parts.filter((p) => p.price === p.basePrice && p.price >= 10_000_000)
    expect(dear.length).toBeGreaterThan(0)
    for (const part of dear) expect(part.price % 10_000).toBe(0)
    const dearSales = rows.parts.filter((p) => p.price < p.basePrice && p.price >= 10_000_000)
    expect(dearSales.length).toBeGreaterThan(0)
    for (const part of dearSales) expect(part.price % 10_000).toBe(0)
  })
})
